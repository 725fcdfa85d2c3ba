/**
 * antd's components of the staff area (/staff): a facade like `antd-data-display`, shared by version and loaded
 * only when the staff area's own chunk first imports it, so no public page downloads any of it.
 * Import it at module scope of the code that renders these components, under its own `KitProvider` (the
 * staff area is loaded after the page mounted), which then takes the ConfigProvider this import registers.
 */
import { registerAntdConfigProvider } from '@azmar/kit/theme/antd-provider-registry';
import { ConfigProvider } from '@azmar/kit/theme/antd-facade';

registerAntdConfigProvider(ConfigProvider);

// Tag and Skeleton again rather than from antd-data-display: a remote that imports a group registers its copy in the
// page's share scope, and mfe-contact's copy of antd-data-display then stood in for the shell's (antd-groups.spec.ts).
export { Alert, Button, Checkbox, Form, Input, InputNumber, Layout, Menu, Modal, Select, Skeleton, Space, Table, Tabs, Tag, Upload } from 'antd';
