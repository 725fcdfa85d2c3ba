/**
 * antd's data display components the site uses: a door like `theme/antd-subset`, shared by version, but
 * loaded only when a page first imports it (not with every page, as the provider is).
 * To add a component, export it here (or in the group it belongs to) and bump the kit's minor version.
 */
export { Empty, Skeleton, Tag } from 'antd';
