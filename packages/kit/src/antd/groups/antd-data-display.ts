/**
 * antd's data display components the site uses: a door like `theme/antd-subset`, shared by version, but
 * loaded only when a page first imports it (not with every page, as the provider is).
 * To add a component, export it here (or in the group it belongs to) and bump the kit's minor version.
 * Import a group statically (at module scope) in the app that renders it: importing it hands antd's
 * ConfigProvider to `KitProvider` (theme/antd-provider-slot), which an app's tree takes when it mounts.
 */
import { registerAntdConfigProvider } from '@azmar/kit/theme/antd-provider-slot';
import { ConfigProvider } from '@azmar/kit/theme/antd-subset';

registerAntdConfigProvider(ConfigProvider);

export { Empty, Skeleton, Tag } from 'antd';
