// A gateway under test (the gateway of `npm start`, or the containers' published port), what is known of the site
// it serves, and how a request is sent to it exactly as written.
import http from 'node:http';

export interface GatewayAddress {
  baseUrl: string;
  facts: SiteFacts;
}

/** File names of the build the gateway serves, read from its own pages (hashes differ from build to build). */
export interface SiteFacts {
  /** A hashed script and stylesheet of the shell, and a remote's hashed script. */
  shellScript: string;
  shellStyle: string;
  remoteScript: string;
  /** A Sorani font file. */
  font: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: the path is sent exactly as given (fetch would normalise `..` away). */
export function rawRequest(
  baseUrl: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal } = {},
): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: rawPath, method: options.method ?? 'GET', headers: options.headers, signal: options.signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    // A CONNECT's answer comes as 'connect', with the body on the socket (the gateway refuses to tunnel).
    request.on('connect', (response, socket, head) => {
      const chunks: Buffer[] = [head];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      socket.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Reads the file names the cases need from the gateway's Kurdish home page. */
export async function siteFacts(baseUrl: string): Promise<SiteFacts> {
  const html = (await rawRequest(baseUrl, '/?lang=ku')).body.toString();
  const find = (pattern: RegExp, what: string) => {
    const found = pattern.exec(html)?.[1];
    if (!found) throw new Error(`the home page names no ${what}`);
    return found.replace(/^https?:\/\/[^/]+/, '');
  };
  return {
    shellScript: find(/href="([^"]*\/startup\.[0-9a-f]+\.js)"/, 'startup script'),
    shellStyle: find(/href="(\/[^"]*\.[0-9a-f]{10}\.css)"/, 'shell stylesheet'),
    remoteScript: find(/href="([^"]*\/remotes\/mfe-home\/[^"]*\.[0-9a-f]{10}\.js)"/, "remote's script"),
    font: find(/href="(\/assets\/sorani-400\.[0-9a-f]+\.woff2)"/, 'Sorani font'),
  };
}
