/**
 * antd's data display components the site uses: a facade like `theme/antd-facade`, shared by version, but
 * loaded only when a page first imports it (not with every page, as the provider is).
 * To add a component, export it here (or in the group it belongs to) and bump the kit's minor version.
 * Import a group statically (at module scope) in the app that renders it: importing it hands antd's
 * ConfigProvider to `KitProvider` (theme/antd-provider-registry), which an app's tree takes when it mounts.
 */
import { registerAntdConfigProvider } from '@azmar/kit/theme/antd-provider-registry';
import { ConfigProvider } from '@azmar/kit/theme/antd-facade';

registerAntdConfigProvider(ConfigProvider);

export { Empty, Skeleton, Tag } from 'antd';
