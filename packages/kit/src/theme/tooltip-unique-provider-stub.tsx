import type { ReactNode } from 'react';

/**
 * Stands in for antd's `tooltip/UniqueProvider` inside `ConfigProvider` (see
 * `build/antd-config-provider-trim`). antd renders it only for `<ConfigProvider tooltip={{ unique: true }}>`,
 * which the kit never sets; the original pulls the whole popup-positioning engine
 * (@rc-component/trigger, portal, resize observer) into the first load. Setting that option fails
 * loudly here instead of silently doing nothing.
 */
export default function TooltipUniqueProviderStub(_props: { children?: ReactNode }): never {
  throw new Error("ConfigProvider tooltip.unique is not available: the kit build replaces antd's tooltip UniqueProvider");
}
