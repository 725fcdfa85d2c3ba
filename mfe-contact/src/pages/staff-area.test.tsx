import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMessage } from '@azmar/contract/content/staff-inbox';
import { queryClient } from '@azmar/kit/api/query-client';
import { QueryClientProvider } from '@azmar/kit/api/react-query-facade';
import { i18n } from '@azmar/kit/i18n/i18n';
import { I18nextProvider } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { inboxEn } from '../i18n/inbox.en';
import { inboxKu } from '../i18n/inbox.ku';
import { registerContactTexts } from '../i18n/register-contact-texts';
import { staffEn } from '../i18n/staff.en';
import { renderWithKit } from '../test/render-with-kit';
import { StaffArea } from './staff-area';

const en = inboxEn.inbox;

const message = (id: number, extra: Partial<StaffMessage> = {}): StaffMessage => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  phone: null,
  message: `Message ${id}`,
  language: 'en',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  folder: 'inbox',
  spamReason: null,
  page: null,
  about: null,
  ...extra,
});

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake staff API: answers what the inbox asks, and records every request. */
function fakeApi(options: { signedIn?: boolean; password?: string; messages?: StaffMessage[]; lockedFor?: number } = {}) {
  let signedIn = options.signedIn ?? false;
  const messages = options.messages ?? [message(2, { name: '<b>Bold</b> Ali', message: "<script>alert(1)</script>\n' OR 1=1 --" }), message(1)];
  const calls: Call[] = [];
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  const session = { username: 'dara', roles: ['inbox'], csrfToken: 'csrf-1', expiresAt: '2026-11-25T12:00:00.000Z', endsAt: '2026-11-25T20:00:00.000Z' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, headers, body });
      const path = url.split('?')[0] ?? url;
      if (path === '/api/staff/session' && method === 'GET') return signedIn ? json(200, session) : json(401, { message: 'Sign in' });
      if (path === '/api/staff/session' && method === 'POST') {
        if (options.lockedFor) return json(429, { message: 'Too many' }, { 'Retry-After': String(options.lockedFor) });
        if (body.password !== (options.password ?? 'right password')) return json(401, { message: 'Wrong username or password' });
        signedIn = true;
        return json(200, session);
      }
      if ((path === '/api/staff/session' || path === '/api/staff/sessions') && method === 'DELETE') {
        signedIn = false;
        return new Response(null, { status: 204 });
      }
      if (!signedIn) return json(401, { message: 'Sign in' });
      if (path === '/api/staff/messages') {
        const folder = new URL(url, 'http://x').searchParams.get('folder') ?? 'inbox';
        const items = messages.filter((candidate) => candidate.folder === folder);
        return json(200, {
          items,
          total: folder === 'inbox' ? 45 : items.length,
          page: Number(new URL(url, 'http://x').searchParams.get('page') ?? 1),
          pageSize: 20,
        });
      }
      if (path === '/api/staff/erasures') {
        const before = messages.length;
        messages.splice(0, messages.length, ...messages.filter((candidate) => candidate.email.toLowerCase() !== body.email.toLowerCase()));
        return json(200, { deleted: before - messages.length });
      }
      const id = Number(path.split('/').pop());
      const found = messages.find((candidate) => candidate.id === id);
      if (!found) return json(404, { message: 'Not found' });
      if (method === 'DELETE') {
        messages.splice(messages.indexOf(found), 1);
        return new Response(null, { status: 204 });
      }
      if (method === 'PATCH') {
        if (body.handled !== undefined) {
          Object.assign(found, body.handled ? { handledAt: '2026-11-21T08:30:00.000Z', handledBy: 'dara' } : { handledAt: null, handledBy: null });
        }
        if (body.folder) Object.assign(found, { folder: body.folder, spamReason: body.folder === 'spam' ? 'staff' : null });
      }
      return json(200, found);
    }),
  );
  return { calls };
}

// jsdom has none; antd's menu and tables measure themselves with it (the browser specs run the real one).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// antd's styles are computed and parsed by jsdom as each component first renders: the inbox's first render takes
// seconds here (a few milliseconds in a browser), so its waits and tests get the time it needs.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

// The studio is a chunk of its own (antd): loaded once here, so each test's sign-in does not wait for it.
beforeAll(async () => {
  await import('./staff-studio');
}, 60_000);

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  window.history.replaceState(null, '', '/staff');
  queryClient.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useLanguageStore.setState({ language: 'en' }));
});

async function signIn(password = 'right password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(en.signIn.username), 'Dara');
  await user.type(screen.getByLabelText(en.signIn.password), password);
  await user.click(screen.getByRole('button', { name: en.signIn.submit }));
  return user;
}

describe('StaffArea on the server', () => {
  it('renders the sign-in form and asks the API nothing: the HTML is the same for everyone', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    registerContactTexts();
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaffArea />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(html).toContain('data-testid="inbox-sign-in"');
    expect(html).toContain('method="post"');
    expect(html).toContain('type="password"');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('StaffArea in the browser', () => {
  it('says the same for a wrong password as for a wrong name, and keeps the form', async () => {
    fakeApi();
    renderWithKit(<StaffArea />);
    await signIn('wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signIn.wrong);
    expect(screen.getByTestId('inbox-sign-in')).toBeInTheDocument();
  });

  it('shows a 429’s wait in words, in Kurdish with Eastern Arabic digits', async () => {
    fakeApi({ lockedFor: 840 });
    act(() => useLanguageStore.setState({ language: 'ku' }));
    renderWithKit(<StaffArea />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(inboxKu.inbox.signIn.username), 'dara');
    await user.type(screen.getByLabelText(inboxKu.inbox.signIn.password), 'x');
    await user.click(screen.getByRole('button', { name: inboxKu.inbox.signIn.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('١٤ خولەک');
  });

  it('signs in, lists the messages as text, opens one, marks it handled with the CSRF token, and signs out', async () => {
    const { calls } = fakeApi();
    renderWithKit(<StaffArea />);
    const user = await signIn();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ username: 'dara', password: 'right password' });

    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows).toHaveLength(2);
    // The form (and its button, which had focus) is gone: focus goes to the list, not to the top of the page.
    expect(screen.getByRole('heading', { level: 2, name: en.list.label })).toHaveFocus();
    // HTML a visitor typed is shown as typed, never made into elements.
    expect(within(rows[0]!).getByRole('link')).toHaveTextContent('<b>Bold</b> Ali');
    expect(rows[0]!.querySelector('b')).toBeNull();
    expect(screen.getByTestId('inbox-count')).toHaveTextContent('Messages found: 45');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-export')).toHaveAttribute('href', '/api/staff/messages/export?lang=en');

    await user.click(within(rows[0]!).getByRole('link'));
    expect(window.location.search).toContain('message=2');
    const view = await screen.findByTestId('inbox-message');
    expect(within(view).getByTestId('inbox-message-text').textContent).toBe("<script>alert(1)</script>\n' OR 1=1 --");
    expect(view.querySelector('script')).toBeNull();
    expect(within(view).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(view).getByTestId('inbox-reply')).toHaveAttribute(
      'href',
      `mailto:visitor2@example.com?subject=${encodeURIComponent(en.message.replySubject)}`,
    );

    await user.click(within(view).getByRole('button', { name: en.message.markHandled }));
    await waitFor(() => expect(within(view).getByRole('button', { name: en.message.markWaiting })).toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/staff/messages/2');
    expect(patch.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(patch.body).toEqual({ handled: true });
    expect(within(view).getByTestId('inbox-handled-by')).toHaveTextContent('Handled by \u2068dara\u2069 on 21/11/2026');

    await user.click(screen.getByRole('button', { name: staffEn.staff.bar.signOut }));
    expect(await screen.findByTestId('inbox-sign-in')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['staff', 'messages'] })).toHaveLength(0);
  });

  it('after a reload takes the session (and its CSRF token) from GET /api/staff/session', async () => {
    fakeApi({ signedIn: true });
    renderWithKit(<StaffArea />);
    expect(await screen.findByTestId('staff-bar')).toHaveTextContent('dara');
  });

  it('searches and filters through the URL and the API query, starting again at page one', async () => {
    const { calls } = fakeApi({ signedIn: true });
    window.history.replaceState(null, '', '/staff?page=2');
    renderWithKit(<StaffArea />);
    await screen.findAllByTestId('inbox-row');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(en.filters.search), 'ali');
    await user.click(screen.getByRole('button', { name: en.filters.searchButton }));
    await user.click(screen.getByRole('radio', { name: en.languages.ku }));
    await user.click(screen.getByRole('radio', { name: en.states.waiting }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/staff/messages?q=ali&language=ku&handled=false&page=1'));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('ali');
    expect(screen.getByTestId('inbox-export')).toHaveAttribute('href', '/api/staff/messages/export?q=ali&language=ku&handled=false&lang=en');
  });

  it('shows the spam folder with why each message is there, moves one back to the inbox, and deletes another after asking', async () => {
    const spam = [
      message(7, { folder: 'spam', spamReason: 'links', name: 'SEO Expert' }),
      message(8, { folder: 'spam', spamReason: 'duplicate', name: 'Win Big' }),
    ];
    const { calls } = fakeApi({ signedIn: true, messages: [message(1), ...spam] });
    act(() => useLanguageStore.setState({ language: 'ku' }));
    renderWithKit(<StaffArea />);
    await screen.findAllByTestId('inbox-row');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: inboxKu.inbox.folders.spam }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/staff/messages?folder=spam&page=1'));
    await waitFor(() =>
      expect(screen.getAllByTestId('inbox-spam-reason').map((cell) => cell.textContent)).toEqual([
        inboxKu.inbox.spamReasons.links,
        inboxKu.inbox.spamReasons.duplicate,
      ]),
    );
    expect(screen.getByTestId('inbox-export')).toHaveAttribute('href', '/api/staff/messages/export?folder=spam&lang=ku');
    expect(screen.getByTestId('inbox-export').querySelector('[lang="en"][dir="ltr"]')).toHaveTextContent(/^CSV$/);

    await user.click(screen.getByRole('link', { name: 'SEO Expert' }));
    const view = await screen.findByTestId('inbox-message');
    expect(within(view).getByTestId('inbox-folder')).toHaveTextContent(`${inboxKu.inbox.folders.spam}: ${inboxKu.inbox.spamReasons.links}`);
    await user.click(within(view).getByRole('button', { name: inboxKu.inbox.message.moveToInbox }));
    await waitFor(() => expect(within(view).getByRole('button', { name: inboxKu.inbox.message.moveToSpam })).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/staff/messages/7',
      body: { folder: 'inbox' },
      headers: { 'X-CSRF-Token': 'csrf-1' },
    });

    await user.click(within(view).getByRole('button', { name: inboxKu.inbox.message.delete }));
    const confirm = within(view).getByTestId('inbox-delete-confirm');
    expect(confirm).toHaveTextContent(inboxKu.inbox.message.deleteConfirm);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: inboxKu.inbox.message.deleteNo }));
    expect(within(view).queryByTestId('inbox-delete-confirm')).toBeNull();
    await user.click(within(view).getByRole('button', { name: inboxKu.inbox.message.delete }));
    await user.click(within(view).getByRole('button', { name: inboxKu.inbox.message.deleteYes }));
    await waitFor(() => expect(screen.queryByTestId('inbox-message')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/staff/messages/7', headers: { 'X-CSRF-Token': 'csrf-1' } });
    expect(window.location.search).not.toContain('message=');
  });

  it('writes the reply subject in the visitor’s language, dates day/month/year, and where the visitor came from', async () => {
    fakeApi({
      signedIn: true,
      messages: [
        message(3, {
          language: 'ku',
          createdAt: new Date(2026, 10, 25, 14, 5).toISOString(),
          page: 'products',
          about: { kind: 'product', id: 12, title: { en: 'LED Panel', ku: 'پانێڵی LED' } },
        }),
        message(4, { page: 'projects', about: { kind: 'project', id: 9, title: null } }),
      ],
    });
    window.history.replaceState(null, '', '/staff?message=3');
    renderWithKit(<StaffArea />);
    const view = await screen.findByTestId('inbox-message');
    // An English-speaking staff member answers a Kurdish visitor in Kurdish.
    expect(await within(view).findByTestId('inbox-reply')).toHaveAttribute(
      'href',
      `mailto:visitor3@example.com?subject=${encodeURIComponent(inboxKu.inbox.message.replySubject)}`,
    );
    expect(within(view).getByText('25/11/2026 14:05')).toBeInTheDocument();
    expect(within(view).getByTestId('inbox-page')).toHaveTextContent(en.pages.products);
    expect(within(view).getByTestId('inbox-about')).toHaveTextContent('Product: LED Panel');
    act(() => useLanguageStore.setState({ language: 'ku' }));
    expect(within(view).getByText('٢٥/١١/٢٠٢٦ ١٤:٠٥')).toBeInTheDocument();
    expect(within(view).getByTestId('inbox-about')).toHaveTextContent('بەرهەم: پانێڵی LED');
    // Latin codes inside Kurdish text are read in English, left to right (issue 35).
    expect(within(view).getByTestId('inbox-about').querySelector('[lang="en"][dir="ltr"]')).toHaveTextContent(/^LED$/);
    expect(within(view).getByTestId('inbox-reply').getAttribute('href')).toContain(encodeURIComponent(inboxKu.inbox.message.replySubject));
  });

  it('erases one visitor’s messages after asking, and says how many', async () => {
    const { calls } = fakeApi({
      signedIn: true,
      messages: [message(1), message(2, { email: 'Shilan@example.com' }), message(3, { email: 'shilan@example.com' })],
    });
    renderWithKit(<StaffArea />);
    await screen.findAllByTestId('inbox-row');
    const user = userEvent.setup();
    await user.click(screen.getByText(en.erase.title));
    await user.type(screen.getByLabelText(en.erase.email), 'not an address');
    await user.click(screen.getByRole('button', { name: en.erase.submit }));
    expect(await screen.findByText(en.erase.invalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(en.erase.email));
    await user.type(screen.getByLabelText(en.erase.email), 'shilan@example.com');
    await user.click(screen.getByRole('button', { name: en.erase.submit }));
    expect(await screen.findByTestId('inbox-erase-confirm')).toHaveTextContent('Delete every message from \u2068shilan@example.com\u2069 for good?');
    expect(calls.some((call) => call.url === '/api/staff/erasures')).toBe(false);
    await user.click(screen.getByRole('button', { name: en.erase.confirmYes }));
    expect(await screen.findByTestId('inbox-erase-done')).toHaveTextContent('Messages erased: 2.');
    expect(calls.find((call) => call.url === '/api/staff/erasures')).toMatchObject({
      method: 'POST',
      body: { email: 'shilan@example.com' },
      headers: { 'X-CSRF-Token': 'csrf-1' },
    });
  });

  it('signs out everywhere with the CSRF token', async () => {
    const { calls } = fakeApi({ signedIn: true });
    renderWithKit(<StaffArea />);
    await screen.findByTestId('staff-bar');
    await userEvent.setup().click(screen.getByRole('button', { name: staffEn.staff.bar.signOutEverywhere }));
    expect(await screen.findByTestId('inbox-sign-in')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/staff/sessions', headers: { 'X-CSRF-Token': 'csrf-1' } });
  });

  it('goes back to the sign-in form, saying why, when the session has ended', async () => {
    fakeApi({ signedIn: true });
    renderWithKit(<StaffArea />);
    await screen.findAllByTestId('inbox-row');
    // The session ends on the server (idle too long): the next read answers 401.
    vi.mocked(fetch).mockImplementation(async () => new Response('{"message":"Sign in"}', { status: 401 }));
    await userEvent.setup().click(screen.getByRole('button', { name: en.pager.next }));
    expect(await screen.findByTestId('inbox-session-ended')).toHaveTextContent(en.signIn.expired);
  });
});
