import { BadRequestException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { toErrorBody } from './api-exception.filter.js';

describe('toErrorBody', () => {
  it('keeps the status and fields of HTTP exceptions', () => {
    expect(toErrorBody(new BadRequestException({ message: 'Validation failed', fields: { name: 'Name must be at least 2 characters' } }))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      fields: { name: 'Name must be at least 2 characters' },
    });
    expect(toErrorBody(new NotFoundException('Cannot GET /x'))).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /x' });
    expect(toErrorBody(new ServiceUnavailableException('down'))).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'down' });
  });

  it('makes database outages a 503, client errors from Fastify their 4xx, and anything else a 500 without details', () => {
    expect(toErrorBody(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:3306'), { code: 'ECONNREFUSED' })).statusCode).toBe(503);
    expect(toErrorBody(Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }))).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
    expect(toErrorBody(new TypeError('secret internals'))).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  });
});
