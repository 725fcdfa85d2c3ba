import { fileURLToPath } from 'node:url';

/**
 * The `api/` folder, found from this file so that `src/` (tests) and `dist/` (production) agree
 * and the defaults do not depend on the directory the process was started from.
 */
export const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
