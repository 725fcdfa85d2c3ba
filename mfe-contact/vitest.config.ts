import { fileURLToPath } from 'node:url';
import { appTestConfig } from '../packages/kit/vitest.app-config';

export default appTestConfig([fileURLToPath(new URL('./src/test/match-media.ts', import.meta.url))]);
