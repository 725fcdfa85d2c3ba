import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type Observable, tap } from 'rxjs';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';

/**
 * `Cache-Control` of a content list, set once the list is read: the server rendering's HTTP cache and browsers keep
 * it `LIST_MAX_AGE_SECONDS`, then revalidate it by its ETag (a 304 from @fastify/etag). An error (503) goes without
 * it, so no cache keeps the error.
 */
@Injectable()
export class ListCacheControlInterceptor implements NestInterceptor {
  private readonly value: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.value = `public, max-age=${config.listMaxAgeSeconds}, must-revalidate`;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(tap(() => void context.switchToHttp().getResponse<FastifyReply>().header('cache-control', this.value)));
  }
}
