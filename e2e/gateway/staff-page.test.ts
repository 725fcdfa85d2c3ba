// The staff inbox (/inbox, a staff route of the manifest) through the gateway of `npm start`: 200 like any page,
// but never stored (no-store) and varying on the cookie, also when it is the shell's static page. The rendered
// page and the API's /api/staff answers are checked through the real gateway in e2e/tests/staff-inbox.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML, startFakeSite, type FakeSite } from './fake-site.ts';

let site: FakeSite;
beforeAll(async () => {
  site = await startFakeSite();
});
afterAll(() => site.close());

describe('/inbox through the gateway', () => {
  it.each(['/inbox', '/inbox/', '/inbox?lang=ku&message=3'])('%s is the shell page, 200, no-store, varying on the cookie', async (urlPath) => {
    const response = await fetch(site.baseUrl + urlPath, { headers: { Cookie: 'azmar_staff=abc' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toMatch(/^Cookie, Accept-Encoding$/i);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('is no-store for a path below it too (its 404 page)', async () => {
    const response = await fetch(`${site.baseUrl}/inbox/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the public pages revalidated as before, not no-store', async () => {
    const response = await fetch(`${site.baseUrl}/contact`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses a post to it (the sign-in goes to the API as JSON, never as a form post to the page)', async () => {
    const response = await fetch(`${site.baseUrl}/inbox`, { method: 'POST', body: 'username=a&password=b' });
    expect(response.status).toBe(405);
  });
});
