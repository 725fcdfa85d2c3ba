// The baseline: a minimal node:http server answering every request with the same bytes and
// headers the API sends for GET /api/products. Started by run-bench.mjs with the body on stdin.
import http from 'node:http';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { body, etag } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const bytes = Buffer.from(body, 'utf8');

const server = http.createServer((request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': bytes.length,
    etag,
    'cache-control': 'public, max-age=60, must-revalidate',
  });
  response.end(bytes);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
