import { appTestConfig } from '../packages/kit/vitest.app-config';

export default appTestConfig(['./vitest.setup.ts']);
