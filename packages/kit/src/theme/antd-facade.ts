/**
 * The provider's facade to antd: `ConfigProvider`, which `KitProvider` renders around an app's tree when the
 * app imports the staff area's antd facade (`antd/antd-staff`, which hands it over through `theme/antd-provider-registry`); a page with no antd
 * component downloads neither.
 *
 * Shared by version (see federation/shared-dependencies), so while every app runs one kit version the
 * page holds one copy and one antd context (direction, locale, theme). Measured for `/` (gzip JS, first
 * load, same build otherwise): this facade shared once 215.1 KB; antd tree-shaken into each app 250.9 KB;
 * the whole antd package as a singleton 615.3 KB (see the kit README).
 *
 * Components do not belong here: this module loads with every page that has any antd component. They are in
 * `antd/antd-staff`, loaded on first use. Never import from 'antd' in an app, or it gets a second antd whose
 * components ignore the kit's ConfigProvider.
 */
export { ConfigProvider } from 'antd';
