/**
 * The antd components the site uses, and the only door through which apps reach antd.
 *
 * This module is a federation singleton: the components it re-exports are built once (tree-shaken
 * to this list, not the whole of antd) and shared by every app, so one antd copy and one antd
 * context (direction, locale, theme) serve the page. Measured for `/` (gzip JS, first load):
 * whole antd as a singleton 638.7 KB; antd tree-shaken into each app 271.7 KB; this subset shared
 * once (see README / the frame note for the current figure).
 *
 * To use another antd component in an app, add it here; never import from 'antd' in an app, or it
 * gets a second antd whose components ignore the kit's ConfigProvider.
 */
export { ConfigProvider } from 'antd';
