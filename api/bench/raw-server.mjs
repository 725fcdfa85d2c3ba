// The baseline: a minimal node:http server answering every request with the same bytes and
// headers (security headers too) the API sent for one GET /api/products, identity or compressed.
// Started by run-bench.mjs with {bodyBase64, headers} on stdin; base64: compressed bytes are not text.
import http from 'node:http';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { bodyBase64, headers } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const bytes = Buffer.from(bodyBase64, 'base64');

const server = http.createServer((request, response) => {
  response.writeHead(200, { ...headers, 'content-length': bytes.length });
  response.end(bytes);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
