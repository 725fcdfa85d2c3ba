// Whatever is sent under /api, any method and any path, the answer is in the API's JSON error shape on both front
// doors: never a plain-text or HTML page a client of the API cannot read (issue 23).
import type { FrontDoorCase } from '../front-door-case.ts';

const API_PATHS = ['/api', '/api/health', '/api/services', '/api/contact'];

/** Dot segments that climb out of /api: no answer may be a file of the site (or of the repository). */
const CLIMBING = { body: { excludes: ['"workspaces"', 'outside every dist'] } };

export const HOSTILE_API_CASES: FrontDoorCase[] = [
  ...API_PATHS.map((path): FrontDoorCase => ({
    name: 'TRACE is refused in the JSON error shape, without asking the API',
    request: { method: 'TRACE', path },
    expect: { status: 405, jsonError: true, api: { asked: false } },
  })),
  ...API_PATHS.map((path): FrontDoorCase => ({
    name: 'CONNECT (a tunnel) is refused in the JSON error shape, without asking the API',
    request: { method: 'CONNECT', path },
    expect: { status: 405, jsonError: true, api: { asked: false } },
  })),
  ...[...API_PATHS.map((path) => ['PROPFIND', path]), ['SEARCH', '/api/services'], ['MKCOL', '/api/services']].map(([method, path]): FrontDoorCase => ({
    name: 'a method the site never uses goes to the API, which answers it in its shape',
    request: { method: method!, path: path! },
    expect: { status: 404, jsonError: true, api: { method: method!, url: path! } },
  })),
  {
    name: 'escaped dot segments climbing out of the root are refused',
    request: { path: '/api/..%2f..%2fpackage.json' },
    expect: { status: 400, jsonError: true, ...CLIMBING },
  },
  {
    name: 'a malformed escape is refused',
    request: { path: '/api/%zz' },
    expect: { status: 400, jsonError: true },
  },
  {
    name: 'dot segments that stay inside /api are refused by the gateway, asked of the API by nginx',
    request: { path: '/api/services/../contact' },
    expect: { status: 400, jsonError: true, ...CLIMBING },
    differs: {
      nginx: {
        why: 'nginx passes the path to the API as the client sent it (proxy_pass without a URI), and the API owns no such path; the gateway\'s proxy (@fastify/http-proxy) refuses any ".." segment itself',
        status: 404,
        api: { url: '/api/services/../contact' },
      },
    },
  },
  {
    name: 'dot segments climbing out of /api are refused',
    request: { path: '/api/docs/../../package.json' },
    expect: { status: 400, jsonError: true, ...CLIMBING },
    differs: {
      nginx: {
        why: 'nginx resolves the dot segments before it picks a location (this is /package.json, no file of the site): 404, asked of no one; the gateway\'s proxy refuses any ".." segment under /api',
        status: 404,
        api: { asked: false },
      },
    },
  },
];
