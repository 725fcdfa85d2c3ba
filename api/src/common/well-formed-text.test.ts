import { describe, expect, it } from 'vitest';
import { describeTextFault, findMalformedText, firstTextFault, textFault } from './well-formed-text.js';

const LONE = ['\ud800', '\udbff', '\udc00', '\udfff'];
const SURROGATE_TEXT = 'contains a character that is not valid Unicode (a lone UTF-16 surrogate)';
const NUL_TEXT = 'contains a NUL character (U+0000), which is not allowed';

describe('textFault', () => {
  it('accepts well-formed text: Kurdish, emoji as surrogate pairs, other control characters', () => {
    for (const text of ['', 'Soran', 'سڵاو، دەمەوێت', '\ud83d\ude00 ok', '\u{10FFFF}', 'tab\tnewline\n', '\ufffd']) expect(textFault(text)).toBeNull();
  });

  it('finds a lone high or low surrogate at the start, in the middle and at the end', () => {
    for (const lone of LONE) {
      for (const text of [`${lone}abc`, `ab${lone}c`, `abc${lone}`, lone]) expect(textFault(text)).toBe('lone-surrogate');
    }
    // A pair in the wrong order is two lone surrogates.
    expect(textFault('\ude00\ud83d')).toBe('lone-surrogate');
  });

  it('finds NUL anywhere, and reports a lone surrogate first when both are there', () => {
    for (const text of ['\u0000abc', 'ab\u0000c', 'abc\u0000']) expect(textFault(text)).toBe('nul');
    expect(textFault('\u0000\ud800')).toBe('lone-surrogate');
  });
});

describe('firstTextFault', () => {
  it('looks into arrays, objects and keys at any depth, without recursion', () => {
    expect(firstTextFault({ a: [1, { b: 'ok' }], c: null })).toBeNull();
    expect(firstTextFault({ a: [1, { b: 'x\udc00' }] })).toBe('lone-surrogate');
    expect(firstTextFault({ a: { 'key\u0000': 1 } })).toBe('nul');
    let deep: unknown = 'bad\ud800';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(firstTextFault(deep)).toBe('lone-surrogate');
    expect(firstTextFault(new Array(200_000).fill('ok'))).toBeNull();
  });
});

describe('findMalformedText', () => {
  it('is null for clean input', () => {
    expect(findMalformedText({ name: 'Soran', tags: ['a'], n: 1 })).toBeNull();
    expect(findMalformedText('text')).toBeNull();
  });

  it('names each top-level field holding bad text, labelled like the form messages', () => {
    expect(findMalformedText({ name: 'ok', email: 'a\ud800@example.com', message: ['x', { y: 'z\u0000' }] })).toEqual({
      message: 'Validation failed',
      fields: { email: `Email ${SURROGATE_TEXT}`, message: `Message ${NUL_TEXT}` },
    });
  });

  it('does not echo a field name that is itself bad text', () => {
    expect(findMalformedText({ name: 'x\ud800', '\udfffkey': 1 })).toEqual({ message: `A field name in the request ${SURROGATE_TEXT}` });
    expect(findMalformedText({ 'a\u0000': 1 })).toEqual({ message: `A field name in the request ${NUL_TEXT}` });
  });

  it('keeps a field called __proto__ as a plain key of fields', () => {
    const found = findMalformedText(JSON.parse('{"__proto__": "\\ud800"}'));
    expect(Object.keys(found?.fields ?? {})).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(found?.fields)).toBe(Object.prototype);
  });

  it('describes a bad value that is not an object', () => {
    expect(findMalformedText('\ud800')).toEqual({ message: `The value ${SURROGATE_TEXT}` });
    expect(findMalformedText(['ok', 'a\u0000'])).toEqual({ message: `The value ${NUL_TEXT}` });
    expect(describeTextFault('Phone', 'nul')).toBe(`Phone ${NUL_TEXT}`);
  });
});
