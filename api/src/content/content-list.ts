import { applyDecorators, Get, type Type, UseInterceptors } from '@nestjs/common';
import { ApiNotModifiedResponse, ApiOkResponse, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { FindManyOptions, Repository } from 'typeorm';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { cachedRead } from '../common/cached-read.js';
import type { ContentEntity } from '../common/content.entity.js';
import { ListResponseInterceptor } from '../common/list-response.interceptor.js';
import type { AppConfig } from '../config/app-config.js';

/** A content list's `GET`: its items, a 304 by ETag, a 503 until the database first answers, and its Cache-Control. */
export function ContentListRoute(type: Type<unknown>, description: string): MethodDecorator {
  return applyDecorators(
    Get(),
    UseInterceptors(ListResponseInterceptor),
    ApiOkResponse({ type, isArray: true, description }),
    ApiNotModifiedResponse({ description: 'If-None-Match names the current ETag; no body' }),
    ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database has not answered since the API started' }),
  );
}

/** The active rows in the staff's order (the content file's, by id, until they change it), as `toItems` makes them, kept by cachedRead. */
export function activeContentRead<E extends ContentEntity, T extends object>(
  name: string,
  rows: Repository<E>,
  config: AppConfig,
  toItems: (rows: E[]) => T[],
): () => Promise<T[]> {
  const options = { where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } } as FindManyOptions<E>;
  return cachedRead(name, config.contentRefreshMs, async () => toItems(await rows.find(options)), { maxStaleMs: config.contentRefreshMs });
}
