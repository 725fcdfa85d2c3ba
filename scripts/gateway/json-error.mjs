// Errors in the API's own shape (spec section 8: { statusCode, error, message }), so the kit's API
// client reads a gateway failure like any other API failure.
import { STATUS_CODES } from 'node:http';

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} statusCode
 * @param {string} message
 */
export function sendJsonError(res, statusCode, message) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  res.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
