import type { ComponentType, ReactNode } from 'react';
import type { ConfigProviderProps } from 'antd/es/config-provider';

export type AntdConfigProvider = ComponentType<ConfigProviderProps & { children?: ReactNode }>;

/**
 * Where the staff area's antd facade (`antd/antd-staff`) leaves antd's `ConfigProvider` for `KitProvider`. A page whose apps render no
 * antd component never downloads antd at all (its provider, cssinjs and theme are ~27 KB gzip of every
 * first load); an app that imports the facade gets the provider with it. Not a shared module: each
 * container's `KitProvider` reads the provider its own copy of the facade left, so a remote built with a newer kit
 * pairs its newer provider with its newer components, exactly as the version rule pairs them.
 */
let registered: AntdConfigProvider | null = null;

export function registerAntdConfigProvider(provider: AntdConfigProvider): void {
  registered = provider;
}

export function registeredAntdConfigProvider(): AntdConfigProvider | null {
  return registered;
}
