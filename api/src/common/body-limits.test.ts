import { describe, expect, it } from 'vitest';
import { bodyLimitProblem } from './body-limits.js';

const limits = { maxDepth: 4, maxKeys: 10 };
const TOO_DEEP = 'The request body is nested too deeply: at most 4 levels of objects and arrays are accepted';
const TOO_MANY = 'The request body has too many entries: at most 10 object keys and array items in total are accepted';

/** `levels` containers nested in each other: objects, arrays or both in turn. */
function nested(levels: number, kind: 'object' | 'array' | 'mixed'): unknown {
  let value: unknown = 'leaf';
  for (let level = levels; level >= 1; level -= 1) {
    const asArray = kind === 'array' || (kind === 'mixed' && level % 2 === 0);
    value = asArray ? [value] : { key: value };
  }
  return value;
}

describe('bodyLimitProblem', () => {
  it('accepts scalars and small bodies', () => {
    for (const body of [null, 'text', 42, true, {}, [], { name: 'Soran', tags: ['a', 'b'] }]) expect(bodyLimitProblem(body, limits)).toBeNull();
  });

  it.each(['object', 'array', 'mixed'] as const)('counts the body itself as level 1: %s nesting up to the limit passes, one more fails', (kind) => {
    expect(bodyLimitProblem(nested(4, kind), limits)).toBeNull();
    expect(bodyLimitProblem(nested(5, kind), limits)).toBe(TOO_DEEP);
    expect(bodyLimitProblem(nested(3000, kind), { maxDepth: 32, maxKeys: 100_000 })).toMatch(/at most 32 levels/);
  });

  it('counts object keys and array items together over the whole body', () => {
    expect(bodyLimitProblem({ a: 1, b: [1, 2, 3], c: { d: 1, e: [1, 2] } }, limits)).toBeNull(); // 3 + 3 + 2 + 2 = 10
    expect(bodyLimitProblem({ a: 1, b: [1, 2, 3], c: { d: 1, e: [1, 2, 3] } }, limits)).toBe(TOO_MANY);
    expect(bodyLimitProblem(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])), limits)).toBe(TOO_MANY);
    expect(
      bodyLimitProblem(
        Array.from({ length: 11 }, () => null),
        limits,
      ),
    ).toBe(TOO_MANY);
  });

  it('stops at a huge flat array without walking it', () => {
    const huge = new Array<number>(5_000_000).fill(0);
    expect(bodyLimitProblem({ list: huge }, { maxDepth: 32, maxKeys: 1000 })).toMatch(/at most 1000 object keys/);
  });

  it('walks keys such as __proto__ and constructor as plain data', () => {
    const body = JSON.parse('{"__proto__": {"a": {"b": {"c": {"d": 1}}}}, "constructor": {"prototype": 1}}') as unknown;
    expect(bodyLimitProblem(body, limits)).toBe(TOO_DEEP);
  });
});
