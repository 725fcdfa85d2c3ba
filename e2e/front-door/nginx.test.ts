// The front-door table against Debian's nginx with the container's config (deploy/nginx/), started through the
// entrypoint (nginx/nginx-process.ts).
import { startNginx } from '../nginx/nginx-process.ts';
import { runFrontDoorTable } from './run-table.ts';

runFrontDoorTable('nginx', async ({ files, env, apiAddress }) => {
  const nginx = await startNginx({ ...files.env, ...env, API_UPSTREAM: apiAddress, API_TIMEOUT: '1s' });
  return { baseUrl: nginx.baseUrl, stop: nginx.stop };
});
