// The gateway's own error answers: in the API's JSON shape under /api (a client of the API reads them like the API's
// own), plain text elsewhere. One place decides, so no answer under /api, for any method or path, is text.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The URL path as the client sent it, still percent-encoded. */
export const pathOf = (url: string | undefined) => url?.split('?')[0] ?? '/';

export const isApiPath = (rawPath: string) => rawPath === '/api' || rawPath.startsWith('/api/');

const jsonError = (status: number, message: string) => JSON.stringify({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message?: string) {
  if (reply.raw.headersSent) return reply.raw.destroy();
  const name = STATUS_CODES[status] ?? 'Error';
  const api = isApiPath(pathOf(request.raw.url));
  return reply
    .code(status)
    .header('Content-Type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8')
    .header('Cache-Control', api ? 'no-store' : 'no-cache')
    .send(api ? jsonError(status, message ?? name) : (message ?? name));
}

/**
 * CONNECT asks for a tunnel, which Node hands to a 'connect' listener instead of Fastify, and without one it drops the
 * connection unanswered. The gateway tunnels nothing: 405, in the JSON shape under /api like every other answer.
 */
export function refuseConnect(request: IncomingMessage, socket: Duplex, headers: Record<string, string>) {
  const api = isApiPath(pathOf(request.url));
  const body = api ? jsonError(405, 'Method Not Allowed') : 'Method Not Allowed';
  const type = api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\n${lines}Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
