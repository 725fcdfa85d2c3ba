// The whole table of front-door cases, run against the gateway (front-door/gateway.test.ts) and nginx
// (front-door/nginx.test.ts).
import type { FrontDoorCase } from '../front-door-case.ts';
import { API_PROXY_CASES } from './api-proxy.ts';
import { HOSTILE_API_CASES } from './hostile-api.ts';
import { REMOTES_JSON_CASES } from './remotes-json.ts';
import { ROUTING_CASES } from './routing.ts';
import { SECURITY_HEADER_CASES } from './security-headers.ts';
import { SITEMAP_ROBOTS_CASES } from './sitemap-robots.ts';
import { STAFF_PAGE_CASES } from './staff-page.ts';
import { STATIC_FILE_CASES } from './static-files.ts';

export const FRONT_DOOR_CASES: FrontDoorCase[] = [
  ...ROUTING_CASES,
  ...STATIC_FILE_CASES,
  ...SECURITY_HEADER_CASES,
  ...SITEMAP_ROBOTS_CASES,
  ...REMOTES_JSON_CASES,
  ...API_PROXY_CASES,
  ...STAFF_PAGE_CASES,
  ...HOSTILE_API_CASES,
];
