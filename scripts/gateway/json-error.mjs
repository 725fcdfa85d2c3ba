// Errors in the API's own shape (docs/product.md §14: { statusCode, error, message }), so the kit's API
// client reads a gateway failure like any other API failure.
import { STATUS_CODES } from 'node:http';

/**
 * @param {import('fastify').FastifyReply} reply
 * @param {number} statusCode
 * @param {string} message
 */
export function sendJsonError(reply, statusCode, message) {
  if (reply.raw.headersSent) {
    reply.raw.destroy();
    return reply;
  }
  const body = JSON.stringify({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  return reply.code(statusCode).header('Content-Type', 'application/json; charset=utf-8').header('Cache-Control', 'no-store').send(body);
}
