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
