// Run by e2e/swarm/test-swarm.mjs inside one of the stack's containers (node, no dependencies), on the overlay network
// where every replica has its own address: each case sends consecutive requests of one visitor or staff member to
// different replicas and fails when a replica does not know what another one was told: a staff session, the sign-in
// slow-down, the contact form's token, a publish (on every gateway's rendered page within 10 s) and an upload.
//   node --input-type=module - '<json: { api: [address, …], gateway: [address, …], staff: { username, password }, host }>'
import http from 'node:http';
import assert from 'node:assert/strict';

const { api, gateway, staff, host } = JSON.parse(process.argv[2] ?? '{}');
assert.ok(api?.length >= 2 && gateway?.length >= 2, 'two or more API and gateway replicas are needed');

/**
 * One request to one replica (node:http, so the Host header is the site's own, as the gateway requires).
 * @param {string} address replica's address
 * @param {number} port
 * @param {string} method
 * @param {string} path
 * @param {{ headers?: Record<string, string>, json?: unknown }} [options]
 */
function request(address, port, method, path, options = {}) {
  const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const type = options.json === undefined ? {} : { 'content-type': 'application/json' };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: address, port, method, path, headers: { host, ...type, ...options.headers }, timeout: 15_000 }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({ status: res.statusCode, headers: res.headers, bytes, text, json: () => JSON.parse(text) });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${address}:${port}${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}
const toApi = (/** @type {number} */ replica, /** @type {string} */ method, /** @type {string} */ path, options = {}) =>
  request(api[replica % api.length], 3100, method, path, options);
const toGateway = (/** @type {number} */ replica, /** @type {string} */ method, /** @type {string} */ path, options = {}) =>
  request(gateway[replica % gateway.length], 8080, method, path, options);
/** @param {{ headers: Record<string, string | string[] | undefined> }} response the `name=value` of each cookie it set */
const cookiesOf = (response) => [response.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs the staff account in on one API replica. The slow-down case before leaves the account waiting a few seconds
 * (429 with Retry-After), which a person waits out too; the right password works once the wait is over.
 * @param {number} replica
 * @param {string} origin
 */
async function signInStaff(replica, origin) {
  for (let tries = 0; ; tries += 1) {
    const answer = await toApi(replica, 'POST', '/api/staff/session', { json: staff, headers: { origin } });
    if (answer.status !== 429 || tries === 5) return answer;
    await sleep(Number(answer.headers['retry-after'] ?? 1) * 1000 + 200);
  }
}

const CASES = [
  {
    name: 'a staff session signed in on one API replica is known on the other, and signed out everywhere from it',
    async run() {
      const signIn = await toApi(0, 'POST', '/api/staff/session', { json: staff });
      assert.equal(signIn.status, 200, `sign-in on replica 1: ${signIn.status} ${signIn.text}`);
      const cookie = cookiesOf(signIn).join('; ');
      const seen = await toApi(1, 'GET', '/api/staff/session', { headers: { cookie } });
      assert.equal(seen.status, 200, `the session on replica 2: ${seen.status} ${seen.text}`);
      assert.equal(seen.json().username, staff.username);
      const viaGateways = await toGateway(1, 'GET', '/api/staff/session', { headers: { cookie } });
      assert.equal(viaGateways.status, 200, `the session through gateway 2: ${viaGateways.status}`);
      const out = await toApi(1, 'DELETE', '/api/staff/session', { headers: { cookie, 'x-csrf-token': seen.json().csrfToken } });
      assert.equal(out.status, 204, `sign-out on replica 2: ${out.status} ${out.text}`);
      const after = await toApi(0, 'GET', '/api/staff/session', { headers: { cookie } });
      assert.equal(after.status, 401, `the session on replica 1 after signing out on replica 2: ${after.status}`);
    },
  },
  {
    name: 'failed sign-ins on one API replica slow down the next attempt on the other',
    async run() {
      const wrong = { username: staff.username, password: `${staff.password}-wrong` };
      // Five free failures, then each one doubles the wait (1 s, 2 s, 4 s): every replica must count all of them.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const answer = await toApi(attempt, 'POST', '/api/staff/session', { json: wrong });
        assert.equal(answer.status, 401, `wrong password #${attempt + 1} on replica ${(attempt % api.length) + 1}: ${answer.status} ${answer.text}`);
        // The sixth and seventh set waits of 1 s and 2 s, which must pass before the next is checked.
        if (attempt === 5 || attempt === 6) await sleep(2 ** (attempt - 5) * 1000 + 200);
      }
      // The eighth set a wait of 4 s. One process alone would have seen four failures (all free), and checked this.
      const next = await toApi(8, 'POST', '/api/staff/session', { json: wrong });
      assert.equal(next.status, 429, `the next attempt on the other replica: ${next.status} ${next.text}`);
      assert.ok(Number(next.headers['retry-after']) >= 1, `Retry-After: ${next.headers['retry-after']}`);
    },
  },
  {
    name: "the contact form's token from one replica is good on the other, and used up on every one",
    async run() {
      const token = await toApi(0, 'GET', '/api/contact/form-token');
      assert.equal(token.status, 200);
      const { formToken } = token.json();
      // The spam check's shortest fill time (CONTACT_MIN_FILL_SECONDS, 1 s in the test) is measured from the token.
      await sleep(1500);
      const message = { name: 'Swarm Test', email: 'swarm@example.com', message: 'Across replicas', language: 'en', formToken };
      const sent = await toApi(1, 'POST', '/api/contact', { json: message });
      assert.equal(sent.status, 201, `the message on replica 2: ${sent.status} ${sent.text}`);
      const again = await toApi(0, 'POST', '/api/contact', { json: { ...message, message: 'Another message, the same token' } });
      assert.equal(again.status, 400, `the used token on replica 1: ${again.status} ${again.text}`);
      assert.match(again.text, /formToken/);
    },
  },
  {
    name: "a publish on one API replica shows on every gateway replica's rendered /products?lang=ku within 10 s",
    async run() {
      const origin = `http://${host}`;
      const signIn = await signInStaff(0, origin);
      assert.equal(signIn.status, 200, `sign-in: ${signIn.status} ${signIn.text}`);
      const session = { cookie: cookiesOf(signIn).join('; '), 'x-csrf-token': signIn.json().csrfToken, origin };
      const item = await toApi(1, 'GET', '/api/staff/content/products/1', { headers: session });
      assert.equal(item.status, 200, `the product on replica 2: ${item.status} ${item.text}`);
      const { draft, version } = item.json();
      const titleKu = `${draft.titleKu} ${Date.now().toString(36)}`;
      const saved = await toApi(0, 'PUT', '/api/staff/content/products/1', {
        json: { ...draft, titleKu },
        headers: { ...session, 'if-match': `"${version}"` },
      });
      assert.equal(saved.status, 200, `the save on replica 1: ${saved.status} ${saved.text}`);
      const published = await toApi(1, 'POST', '/api/staff/content/products/1/publish', {
        json: {},
        headers: { ...session, 'if-match': `"${saved.json().version}"` },
      });
      assert.equal(published.status, 200, `the publish on replica 2: ${published.status} ${published.text}`);
      const publishedAt = Date.now();
      for (let replica = 0; replica < gateway.length; replica += 1) {
        for (;;) {
          const page = await toGateway(replica, 'GET', '/products?lang=ku');
          if (page.status === 200 && page.text.includes(titleKu)) break;
          assert.ok(Date.now() - publishedAt < 10_000, `gateway replica ${replica + 1} still without the new title after 10 s`);
          await sleep(250);
        }
      }
      console.log(`        the new title on all ${gateway.length} gateway replicas ${Date.now() - publishedAt} ms after the publish`);
    },
  },
  {
    name: 'a photo uploaded through one API replica is served, with its variants, by every other replica and gateway',
    async run() {
      const origin = `http://${host}`;
      const signIn = await signInStaff(1, origin);
      assert.equal(signIn.status, 200, `sign-in: ${signIn.status} ${signIn.text}`);
      const photo = await toGateway(0, 'GET', '/assets/media/products/hexagonal-paver.jpg', {});
      assert.equal(photo.status, 200, 'a photo of the site to upload');
      const boundary = `swarm${Date.now()}`;
      const part = (name, value, file) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n`,
          ),
          Buffer.isBuffer(value) ? value : Buffer.from(value),
          Buffer.from('\r\n'),
        ]);
      const body = Buffer.concat([
        part('altEn', 'Swarm photo'),
        part('altKu', 'وێنەی تاقیکردنەوە'),
        part('file', photo.bytes, 'swarm.jpg'),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const uploaded = await toApi(1, 'POST', '/api/staff/media', {
        raw: body,
        headers: {
          cookie: cookiesOf(signIn).join('; '),
          'x-csrf-token': signIn.json().csrfToken,
          origin,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      assert.ok([200, 201].includes(uploaded.status), `the upload on replica 2: ${uploaded.status} ${uploaded.text}`);
      const media = uploaded.json();
      for (const url of [media.path, ...media.variants.map((variant) => variant.url)]) {
        const fromApi = await toApi(0, 'GET', url);
        assert.equal(fromApi.status, 200, `${url} from API replica 1: ${fromApi.status}`);
        for (let replica = 0; replica < gateway.length; replica += 1) {
          const fromGateway = await toGateway(replica, 'GET', url);
          assert.equal(fromGateway.status, 200, `${url} through gateway replica ${replica + 1}: ${fromGateway.status}`);
        }
      }
    },
  },
];

let failed = 0;
for (const { name, run } of CASES) {
  try {
    await run();
    console.log(`  ok    ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`  FAIL  ${name}\n        ${/** @type {Error} */ (error).message}`);
  }
}
console.log(`${CASES.length - failed} of ${CASES.length} replica-state cases passed`);
process.exitCode = failed === 0 ? 0 : 1;
