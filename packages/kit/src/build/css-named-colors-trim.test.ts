// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFastColorNamedColors } from '@azmar/kit/build/css-named-colors-trim';
import basicNames from '@azmar/kit/theme/css-named-colors-basic';

const require = createRequire(import.meta.url);
const fastColorDir = path.dirname(require.resolve('@ant-design/fast-color/package.json'));
const fastColor = path.join(fastColorDir, 'es', 'FastColor.js');

describe('CSS named colours trim', () => {
  it('redirects only the presetColors import of FastColor', () => {
    expect(isFastColorNamedColors('./presetColors', fastColor)).toBe(true);
    expect(isFastColorNamedColors('./presetColors', path.join(fastColorDir, 'es', 'index.js'))).toBe(false);
    expect(isFastColorNamedColors('./types', fastColor)).toBe(false);
  });

  // After an upgrade this tells whether the trim still applies: the same request, and the same base-36 values.
  it('matches the installed fast-color, and keeps the original values of the names it keeps', async () => {
    expect(readFileSync(fastColor, 'utf8')).toContain('import presetColors from "./presetColors";');
    const { default: all } = (await import(path.join(fastColorDir, 'es', 'presetColors.js'))) as { default: Record<string, string> };
    for (const [name, value] of Object.entries(basicNames)) expect(parseInt(value, 36), name).toBe(parseInt(all[name] ?? 'x', 36));
  });
});
