/**
 * The antd components the site uses, and the only door through which apps reach antd.
 *
 * This module is a federation singleton: the components it re-exports are built once (tree-shaken
 * to this list, not the whole of antd) and shared by every app, so one antd copy and one antd
 * context (direction, locale, theme) serve the page. Measured for `/` (gzip JS, first load, same build
 * otherwise): this subset shared once 215.1 KB; antd tree-shaken into each app 250.9 KB; the whole
 * antd package as a singleton 615.3 KB (see the kit README).
 *
 * To use another antd component in an app, add it here; never import from 'antd' in an app, or it
 * gets a second antd whose components ignore the kit's ConfigProvider.
 */
export { ConfigProvider } from 'antd';
