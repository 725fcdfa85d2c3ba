import { type CanActivate, type ExecutionContext, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Bodies are JSON only: Fastify would otherwise accept `text/plain` and hand the handler a string. */
@Injectable()
export class JsonContentTypeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') throw new UnsupportedMediaTypeException('Content-Type must be application/json');
    return true;
  }
}
