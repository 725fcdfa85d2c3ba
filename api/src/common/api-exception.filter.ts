import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@azmar/contract/http/api-error-body';
import type { FastifyReply } from 'fastify';
import { apiError } from './api-error.js';
import { isDatabaseUnavailable } from './database-errors.js';

/**
 * Turns anything thrown into the one documented error shape. Client mistakes keep their 4xx;
 * a database that cannot be reached is a 503; only real bugs become a 500, logged with the stack.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500 && body.statusCode !== 503) {
      this.logger.error((exception as Error)?.stack ?? String(exception));
    }
    if (exception instanceof HttpException) {
      const retryAfter = (exception.getResponse() as { retryAfter?: unknown })?.retryAfter;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    }
    void reply.code(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null) {
      const { message, fields, code, retryAfter: _retryAfter, statusCode: _s, error: _e, ...extra } = response as Record<string, unknown>;
      const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
      const body = apiError(status, text, isFieldMap(fields) ? fields : undefined);
      // The staff API's refusals (StaffError) also name a stable code and what the staff member needs to know.
      return typeof code === 'string' ? ({ ...body, code, ...extra } as ApiErrorBody) : body;
    }
    return apiError(status, typeof response === 'string' ? response : exception.message);
  }
  if (isDatabaseUnavailable(exception)) {
    return apiError(503, 'The database is unavailable; please try again shortly.');
  }
  // Errors from Fastify or its plugins that reach us unwrapped carry their 4xx statusCode: keep it.
  const { statusCode, message } = (exception ?? {}) as { statusCode?: unknown; message?: unknown };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return apiError(statusCode, typeof message === 'string' && message ? message : 'Bad request');
  }
  return apiError(500, 'Internal server error');
}

function isFieldMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
