// A fake API on a loopback port, answering as the real one does where the front doors lean on it
// (content dates for the gateway's sitemap, the dated sitemap nginx serves, Nest's JSON 404 for anything else),
// and recording every request that reaches it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_DATES_PATH, SITEMAP_API_PATH, SITEMAP_ORIGIN_MARK } from '@azmar/contract/content/content-dates';
import { buildSitemapXml } from '@azmar/contract/routes/sitemap-xml';

export const CONTENT_DATES = { services: '2026-11-20T08:00:00.000Z', projects: '2026-11-22T10:15:30.250Z', products: '2026-11-21T00:00:00.000Z' };

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeApi {
  /** host:port */
  address: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

type Answer = (res: http.ServerResponse, req: SeenRequest) => void;

const json = (status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): Answer => {
  return (res) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
};

const ANSWERS: Record<string, Answer> = {
  'POST /api/contact': json(201, { ok: true }, { 'x-upstream': 'yes', 'set-cookie': 'a=1', 'cache-control': 'private, max-age=5' }),
  'GET /api': json(200, { ok: true }),
  'GET /api/health': json(200, { status: 'ok' }),
  'GET /api/services': json(200, []),
  'GET /api/own-headers': json(200, {}, { 'content-security-policy': "default-src 'none'", 'referrer-policy': 'no-referrer' }),
  'GET /api/slow': () => {}, // never answers
  'GET /api/stream': (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).write('first ');
    setTimeout(() => res.end('second'), 50);
  },
  [`GET ${CONTENT_DATES_PATH}`]: json(200, CONTENT_DATES),
  [`GET ${SITEMAP_API_PATH}`]: (res) => {
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(buildSitemapXml(SITEMAP_ORIGIN_MARK, { dates: CONTENT_DATES }));
  },
};

/** Nest's answer to a method and path no controller owns. */
const notFound: Answer = (res, req) => json(404, { statusCode: 404, error: 'Not Found', message: `Cannot ${req.method} ${req.url}` })(res, req);

/** @param failing the content dates and the dated sitemap answer 503 (the API is up but cannot read them) */
export async function startFakeApi(failing = false): Promise<FakeApi> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(request);
      const key = `${request.method} ${request.url.split('?')[0]}`;
      const read = key === `GET ${CONTENT_DATES_PATH}` || key === `GET ${SITEMAP_API_PATH}`;
      const answer = failing && read ? json(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' }) : (ANSWERS[key] ?? notFound);
      answer(res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
