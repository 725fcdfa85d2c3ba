// The built API imports @azmar/contract from its dist/ at run time. `npm run build` at the root builds the contract
// first; this hook makes the API's own commands (`npm run dev -w api`, `start`, `migrate`, `seed`, `bench`) work on a
// fresh clone too, by building the contract when it has never been built. A built contract is left alone, so
// `npm run dev` (which keeps the contract rebuilt by `tsc --watch`) is not raced.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const contractDir = path.join(repoRoot, 'packages', 'contract');
if (!existsSync(path.join(contractDir, 'dist', 'routes', 'route-manifest.js'))) {
  console.log('[api] @azmar/contract is not built yet: building it first');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: contractDir, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
