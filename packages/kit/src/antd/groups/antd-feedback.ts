/**
 * antd's overlays and feedback components the site uses (a door loaded on first use, see
 * `antd-data-display`). Import it lazily where a modal opens, so its code stays off the first load.
 */
export { Modal } from 'antd';
