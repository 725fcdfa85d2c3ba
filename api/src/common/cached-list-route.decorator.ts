import { applyDecorators, Get, type Type } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse, ApiOkResponse, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { ApiErrorDto } from './api-error.dto.js';

/**
 * `GET` of a cached content list, with what every such route documents alike: conditional requests,
 * compressed copies, 304 and the 503 of a database that is down before any copy was cached.
 */
export function CachedListRoute(item: Type<unknown>, description: string): MethodDecorator {
  return applyDecorators(
    Get(),
    ApiHeader({
      name: 'Accept-Encoding',
      required: false,
      description: 'br or gzip gets the precomputed compressed copy (br preferred; q=0 refuses); none: identity JSON',
    }),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a copy the client holds (any encoding of the current version answers 304)' }),
    ApiOkResponse({ type: item, isArray: true, description }),
    ApiNotModifiedResponse({ description: 'The ETag matches; no body' }),
    ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Database down and no copy cached yet' }),
  );
}
