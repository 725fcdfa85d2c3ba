#!/usr/bin/env node
// Writes the nginx files that follow the route manifest (site-conf.mjs) into deploy/nginx/templates/, where they
// are committed. Run it after a change to the manifest or to the gateway's header, sitemap or robots builders
// (after `npm run build -w packages/contract`); e2e/nginx/nginx-config.test.ts fails while they are out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { siteFiles } from './site-conf.mjs';

const templates = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');
for (const [name, content] of Object.entries(siteFiles())) {
  mkdirSync(path.dirname(path.join(templates, name)), { recursive: true });
  writeFileSync(path.join(templates, name), content);
}
process.stdout.write(`[nginx] wrote ${Object.keys(siteFiles()).join(', ')} to ${templates}\n`);
