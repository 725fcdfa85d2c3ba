// The gateway's own error answers: in the API's JSON shape under /api (a client of the API reads them like the
// API's own), plain text elsewhere. One place decides, so no answer under /api, for any method or path, is text.
import { STATUS_CODES } from 'node:http';
import { sendJsonError } from './json-error.mjs';

/** @param {string} rawPath the URL path as the client sent it */
export function isApiPath(rawPath) {
  return rawPath === '/api' || rawPath.startsWith('/api/');
}

/** The URL path as the client sent it, still percent-encoded (the router's decoded params are not used). */
export function pathOf(/** @type {import('fastify').FastifyRequest} */ request) {
  return request.raw.url?.split('?')[0] ?? '/';
}

/**
 * @param {import('fastify').FastifyReply} reply
 * @param {number} status
 * @param {string} text
 */
export function sendPlain(reply, status, text) {
  return reply.code(status).header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(text);
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {number} status
 * @param {string} [message] the JSON error's message (the status's name by default); plain text says only the name
 */
export function sendError(request, reply, status, message) {
  const name = STATUS_CODES[status] ?? 'Error';
  return isApiPath(pathOf(request)) ? sendJsonError(reply, status, message ?? name) : sendPlain(reply, status, name);
}

/**
 * CONNECT asks for a tunnel, which Node hands to a 'connect' listener instead of Fastify, and without one it drops
 * the connection unanswered. The gateway tunnels nothing: 405, in the JSON shape under /api like every other answer.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:stream').Duplex} socket
 */
export function refuseConnect(request, socket) {
  const name = STATUS_CODES[405];
  const api = isApiPath(request.url?.split('?')[0] ?? '');
  const body = api ? JSON.stringify({ statusCode: 405, error: name, message: name }) : name;
  const type = api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  socket.end(
    `HTTP/1.1 405 ${name}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
