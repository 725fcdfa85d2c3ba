import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler } from '@rspack/core';

const STUB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../theme/css-named-colors-basic.ts');
const FAST_COLOR = /[\\/]node_modules[\\/]@ant-design[\\/]fast-color[\\/](es|lib)[\\/]FastColor\.js$/;

/** Whether this import is fast-color's FastColor reaching for its table of every CSS colour name. */
export function isFastColorNamedColors(request: string, issuer: string): boolean {
  return FAST_COLOR.test(issuer) && request === './presetColors';
}

/**
 * antd's ConfigProvider parses colours with @ant-design/fast-color, whose table of the 148 CSS colour names
 * (3.5 KB gzip, measured on the first load of `/`) is read only for a colour given by name; the theme is
 * hex throughout. That one import is redirected to a table of the basic names (`theme/css-named-colors-basic`).
 */
export class CssNamedColorsTrimPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('CssNamedColorsTrimPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('CssNamedColorsTrimPlugin', (data) => {
        if (isFastColorNamedColors(data.request, data.contextInfo.issuer)) data.request = STUB;
      });
    });
  }
}
