import { describe, expect, it } from 'vitest';
import { changeText } from './change-text';

describe('a changed value as text', () => {
  it('shows texts as they are, nothing as a dash, and lists as JSON', () => {
    expect(changeText('ڕێگا')).toBe('ڕێگا');
    expect(changeText(null)).toBe('—');
    expect(changeText('')).toBe('—');
    expect(changeText(false)).toBe('false');
    expect(changeText(['a', 'b'])).toBe('["a","b"]');
  });
});
