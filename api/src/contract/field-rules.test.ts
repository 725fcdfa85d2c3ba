import { describe, expect, it } from 'vitest';
import { checkShape, integer, isoTimestamp, list, mediaPath, nullable, object, oneOf, optional, text, type Shape } from './field-rules.js';

interface Sample {
  id: number;
  title: string;
  kind: 'a' | 'b';
  image: string;
  tags: string[];
  note: string | null;
  at: string | null;
  extra: { size?: number | undefined };
}

const shape: Shape<Sample> = {
  id: integer(),
  title: text(10),
  kind: oneOf(['a', 'b'] as const),
  image: mediaPath(),
  tags: list(text()),
  note: nullable(text()),
  at: nullable(isoTimestamp()),
  extra: object<{ size?: number | undefined }>({ size: optional(integer()) }, { optionalKeys: true }),
};

const good: Sample = { id: 1, title: 'Title', kind: 'a', image: '/assets/media/x.jpg', tags: ['x'], note: null, at: '2021-06-30T00:00:00.000Z', extra: {} };

describe('checkShape', () => {
  it('accepts a value of the shape', () => {
    expect(checkShape(good, shape)).toEqual([]);
  });

  it('names each field that breaks a rule', () => {
    const problems = checkShape(
      { ...good, id: 1.5, title: '', kind: 'c', image: 'https://cdn.example/x.jpg', tags: ['ok', 3], at: '30/06/2021', extra: { size: -1 } },
      shape,
    );
    expect(problems).toEqual([
      '"id": must be a positive whole number',
      '"title": must be a non-empty string',
      '"kind": must be one of a, b',
      '"image": must be a site-relative path like /assets/media/name.jpg',
      '"tags": item 1: must be a non-empty string',
      '"at": must be an ISO-8601 UTC timestamp like 2021-06-30T00:00:00.000Z',
      '"extra": "size": must be a positive whole number',
    ]);
  });

  it('reports missing keys (null must be explicit) and unknown keys', () => {
    const { note: _note, ...withoutNote } = good;
    expect(checkShape({ ...withoutNote, colour: 'red' }, shape)).toEqual([
      '"note": is missing (write null when there is no value)',
      '"colour": is not a known field',
    ]);
  });

  it('enforces maximum lengths and rejects non-objects', () => {
    expect(checkShape({ ...good, title: 'x'.repeat(11) }, shape)).toEqual(['"title": must be at most 10 characters']);
    expect(checkShape([good], shape)).toEqual(['must be an object']);
    expect(checkShape(null, shape)).toEqual(['must be an object']);
  });
});
