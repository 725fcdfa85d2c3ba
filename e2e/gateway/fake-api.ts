// A fake of the API behind a gateway under test, on a free loopback port: it answers as the test says, and
// holds the requests it is told to hold (an API that is slow, or never answers) until the test lets them go.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeApi {
  origin: string;
  /** Every request that reached it, in arrival order. */
  seen: http.IncomingMessage[];
  /** The requests left unanswered, in arrival order; `release` answers them. */
  held: http.ServerResponse[];
  /** Ends every request held so far: 200 `{}`, or the end of what it began to send. */
  release(): void;
  close(): Promise<void>;
}

/** @param answer answers a request, or returns 'hold' to leave it open */
export async function startFakeApi(answer: (request: http.IncomingMessage, response: http.ServerResponse) => 'hold' | void): Promise<FakeApi> {
  const seen: http.IncomingMessage[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request);
    if (answer(request, response) === 'hold') held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const release = () => {
    for (const response of held) {
      if (response.headersSent) response.end();
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }
  };
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    held,
    release,
    close: () =>
      new Promise((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
