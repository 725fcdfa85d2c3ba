/**
 * antd's components of the staff area (/staff): a facade like `theme/antd-facade`, shared by version, loaded only
 * when the staff area's own chunk first imports it, so no public page downloads any of it. To add a component, export
 * it here and bump the kit's minor version.
 * Import it at module scope of the code that renders these components, under its own `KitProvider` (the
 * staff area is loaded after the page mounted), which then takes the ConfigProvider this import registers.
 * The shell references this module (never loading it) so that its build provides it, and with it the provider's
 * facade: without the reference the studio's components showed antd's English texts and its blue, not the page's
 * (e2e/tests/antd-staff.spec.ts, checked).
 */
import { registerAntdConfigProvider } from '@azmar/kit/theme/antd-provider-registry';
import { ConfigProvider } from '@azmar/kit/theme/antd-facade';

registerAntdConfigProvider(ConfigProvider);

// Layout is no longer used by the studio; removing an export is a major kit version, so it goes with the next one.
export { Alert, Button, Card, Checkbox, Col, Collapse, Descriptions, Flex, Form, Input, InputNumber, Layout } from 'antd';
export { Menu, Modal, Radio, Row, Select, Skeleton, Space, Table, Tabs, Tag, Typography, Upload } from 'antd';
