// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isConfigProviderUniqueTooltip } from '@azmar/kit/build/antd-config-provider-trim';

const require = createRequire(import.meta.url);
const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const configProvider = path.join(antdEs, 'config-provider', 'index.js');

describe('antd ConfigProvider trim', () => {
  it('redirects only the UniqueProvider import of ConfigProvider', () => {
    expect(isConfigProviderUniqueTooltip('../tooltip/UniqueProvider', configProvider)).toBe(true);
    expect(isConfigProviderUniqueTooltip('../tooltip/UniqueProvider', path.join(antdEs, 'tooltip', 'index.js'))).toBe(false);
    expect(isConfigProviderUniqueTooltip('./UniqueProvider', path.join(antdEs, 'tooltip', 'index.js'))).toBe(false);
    expect(isConfigProviderUniqueTooltip('../locale', configProvider)).toBe(false);
  });

  // After an antd upgrade this tells whether the trim still applies (and still only guards an option).
  it('matches the installed antd: ConfigProvider imports it under that request and renders it only for tooltip.unique', () => {
    const source = readFileSync(configProvider, 'utf8');
    expect(source).toContain("import UniqueProvider from '../tooltip/UniqueProvider';");
    expect(source.match(/React\.createElement\(UniqueProvider\b/g)).toHaveLength(1);
    expect(source).toMatch(/if \(tooltip\?\.unique\) \{\s*childNode = \/\*#__PURE__\*\/React\.createElement\(UniqueProvider,/);
  });
});
