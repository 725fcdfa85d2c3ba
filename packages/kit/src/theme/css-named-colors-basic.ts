/**
 * Stands in for @ant-design/fast-color's table of all 148 CSS colour names (3.5 KB gzip on every first
 * load; see `build/css-named-colors-trim`). antd's theme and the kit's brand colours are hex, so the
 * table is only read for a colour *name* given to an antd colour prop; these, the CSS Level 1 names plus
 * orange, still parse. Values in base 36, as in the original table.
 */
const toBase36 = (hex: number) => hex.toString(36);

export default {
  black: toBase36(0x000000),
  silver: toBase36(0xc0c0c0),
  gray: toBase36(0x808080),
  grey: toBase36(0x808080),
  white: toBase36(0xffffff),
  maroon: toBase36(0x800000),
  red: toBase36(0xff0000),
  purple: toBase36(0x800080),
  fuchsia: toBase36(0xff00ff),
  green: toBase36(0x008000),
  lime: toBase36(0x00ff00),
  olive: toBase36(0x808000),
  yellow: toBase36(0xffff00),
  navy: toBase36(0x000080),
  blue: toBase36(0x0000ff),
  teal: toBase36(0x008080),
  aqua: toBase36(0x00ffff),
  orange: toBase36(0xffa500),
} as Record<string, string>;
