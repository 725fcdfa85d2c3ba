import { mergeConfig } from 'vitest/config';
import { appTestConfig } from '../packages/kit/vitest.app-config';

// The gateway's modules (server/, run by Node as tsc emits them) are tested beside them.
export default mergeConfig(appTestConfig(['./vitest.setup.ts']), { test: { include: ['server/**/*.test.ts'] } });
