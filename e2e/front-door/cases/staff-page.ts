// The staff inbox (/inbox, a staff route of the manifest): 200 like any page, but never stored (no-store) and
// varying on the cookie, also when it is the shell's static page. The rendered page is checked through the real
// gateway in e2e/tests/staff-inbox.spec.ts, and through nginx's render proxy in nginx/render-proxy.test.ts.
import { INDEX_HTML } from '../../nginx/fake-dists.ts';
import type { FrontDoorCase } from '../front-door-case.ts';

export const STAFF_PAGE_CASES: FrontDoorCase[] = [
  ...['/inbox', '/inbox/', '/inbox?lang=ku&message=3'].map((path): FrontDoorCase => ({
    name: 'the shell page, 200, no-store, varying on the cookie',
    request: { path, headers: { cookie: 'azmar_staff=abc' } },
    expect: { status: 200, securityHeaders: true, headers: { 'cache-control': 'no-store', vary: /^Cookie, Accept-Encoding$/i }, body: { text: INDEX_HTML } },
  })),
  {
    name: "a path below it is the site's 404 page, revalidated like any page (it shows no staff data)",
    request: { path: '/inbox/nope' },
    expect: { status: 404, headers: { 'cache-control': 'no-cache' }, body: { text: INDEX_HTML } },
  },
  {
    name: 'a post to it is refused (the sign-in goes to the API as JSON, never as a form post to the page)',
    request: { method: 'POST', path: '/inbox', body: 'username=a&password=b' },
    expect: { status: 405 },
  },
];
