import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler } from '@rspack/core';

const STUB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../theme/tooltip-unique-provider-stub.tsx');
const CONFIG_PROVIDER = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;

/** Whether this import is antd's ConfigProvider reaching for the tooltip UniqueProvider. */
export function isConfigProviderUniqueTooltip(request: string, issuer: string): boolean {
  return CONFIG_PROVIDER.test(issuer) && request === '../tooltip/UniqueProvider';
}

/**
 * antd's `ConfigProvider` imports the tooltip `UniqueProvider` for its `tooltip.unique` option, which
 * the site never uses; it brings @rc-component/trigger, portal and resize observer into every first
 * load (-7 KB gzip measured). Only that one import is redirected, to a stub: a Tooltip added later to
 * the antd facade still gets the real trigger.
 */
export class AntdConfigProviderTrimPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('AntdConfigProviderTrimPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('AntdConfigProviderTrimPlugin', (data) => {
        if (isConfigProviderUniqueTooltip(data.request, data.contextInfo.issuer)) data.request = STUB;
      });
    });
  }
}
