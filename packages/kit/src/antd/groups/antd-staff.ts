/**
 * antd's components of the staff area (/staff): a facade like `theme/antd-facade`, shared by version, loaded only
 * when the staff area's own chunk first imports it, so no public page downloads any of it. To add a component, export
 * it here (or in a new group beside it, listed in `antd-groups.ts` and `ANTD_UI_MODULES`) and bump the kit's minor
 * version.
 * Import it at module scope of the code that renders these components, under its own `KitProvider` (the
 * staff area is loaded after the page mounted), which then takes the ConfigProvider this import registers.
 */
// Tag and Skeleton again rather than from antd-data-display: a remote that imports a group registers its copy in the
// page's share scope, and mfe-contact's copy of antd-data-display then stood in for the shell's (antd-groups.spec.ts).
// For the same reason the groups e2e spec probes antd-data-display, which no page imports: antd-staff is provided by
// mfe-contact as well as by the shell, and a probe of it in mfe-catalogue loaded no shared copy (issue 33, measured).
import { registerAntdConfigProvider } from '@azmar/kit/theme/antd-provider-registry';
import { ConfigProvider } from '@azmar/kit/theme/antd-facade';

registerAntdConfigProvider(ConfigProvider);

export { Alert, Button, Checkbox, Form, Input, InputNumber, Layout, Menu, Modal, Select, Skeleton, Space, Table, Tabs, Tag, Upload } from 'antd';
