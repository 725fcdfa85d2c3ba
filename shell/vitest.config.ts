import { mergeConfig } from 'vitest/config';
import { appTestConfig } from '../packages/kit/vitest.app-config';

// The render service's own modules (server/*.mjs, run by Node as they are) are tested beside them.
export default mergeConfig(appTestConfig(['./vitest.setup.ts']), { test: { include: ['server/**/*.test.mjs'] } });
