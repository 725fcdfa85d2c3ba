import { describe, expect, it } from 'vitest';
import { ApiError } from '@azmar/kit/api/api-client';
import { signInProblem } from './sign-in-problem';

const answer = (status: number, headers: Record<string, string> = {}) => new ApiError(status, '', new Headers(headers), '');

describe('signInProblem', () => {
  it('says one thing for every 401: a wrong name and a wrong password look alike', () => {
    expect(signInProblem(answer(401))).toEqual({ kind: 'wrong' });
  });

  it('gives the wait of a 429 from Retry-After', () => {
    expect(signInProblem(answer(429, { 'Retry-After': '840' }))).toEqual({ kind: 'locked', seconds: 840 });
    expect(signInProblem(answer(429))).toEqual({ kind: 'locked', seconds: null });
  });

  it('calls anything else a failure', () => {
    expect(signInProblem(answer(500))).toEqual({ kind: 'failed' });
    expect(signInProblem(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});
