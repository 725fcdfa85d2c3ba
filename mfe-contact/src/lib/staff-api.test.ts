import { describe, expect, it } from 'vitest';
import { ApiError } from '@azmar/kit/api/api-client';
import { staffHeaders, staffProblem } from './staff-api';

describe('staff API helpers', () => {
  it('asks for Sorani refusals in Kurdish and English ones otherwise, with the CSRF token', () => {
    expect(staffHeaders({ csrfToken: 't', language: 'ku' })).toEqual({ 'X-CSRF-Token': 't', 'Accept-Language': 'ckb' });
    expect(staffHeaders({ csrfToken: 't', language: 'en' }, { 'If-Match': '"3"' })).toEqual({
      'X-CSRF-Token': 't',
      'Accept-Language': 'en',
      'If-Match': '"3"',
    });
  });

  it('reads the words, code and fields of a refusal, and nothing from an answer that is not JSON', () => {
    const body = JSON.stringify({ statusCode: 400, message: 'Alt text is required', code: 'media.alt-required', fields: { altKu: 'Required' } });
    expect(staffProblem(new ApiError(400, body, new Headers(), 'Bad Request'))).toMatchObject({
      status: 400,
      message: 'Alt text is required',
      code: 'media.alt-required',
      fields: { altKu: 'Required' },
    });
    expect(staffProblem(new ApiError(502, '<html>', new Headers(), 'Bad Gateway'))).toMatchObject({ status: 502, message: '', code: null, fields: {} });
    expect(staffProblem(new Error('x'))).toBeNull();
  });
});
