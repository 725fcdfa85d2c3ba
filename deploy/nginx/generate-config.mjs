#!/usr/bin/env node
// Writes the nginx front door's files into one folder (default deploy/nginx/dist), which the nginx image copies
// beside entrypoint.sh: nginx.conf.template (placeholders filled in at start), remotes.txt (the manifest's
// remotes and their default entries, for /remotes.json) and sitemap.xml and robots.txt (on a stand-in origin). Run `npm run build -w packages/contract` first.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { nginxConfTemplate, originFiles, remotesTable } from './nginx-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(here, 'dist'));

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'nginx.conf.template'), nginxConfTemplate());
writeFileSync(path.join(outDir, 'remotes.txt'), remotesTable());
for (const [name, content] of Object.entries(originFiles())) writeFileSync(path.join(outDir, name), content);
process.stdout.write(`[nginx] wrote nginx.conf.template, remotes.txt, sitemap.xml and robots.txt to ${outDir}\n`);
