import { appTestConfig } from './vitest.app-config';

export default appTestConfig();
