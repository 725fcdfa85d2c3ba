import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TOKEN_MESSAGES, FORM_TOKEN_PATH } from '@azmar/contract/content/contact-form-state';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { queryClient } from '@azmar/kit/api/query-client';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useToastStore } from '@azmar/kit/toast/toast-store';
import { contactEn } from '../../../i18n/contact.en';
import { contactKu } from '../../../i18n/contact.ku';
import { renderWithKit } from '../../../test/render-with-kit';
import { ContactForm } from './contact-form';

const TOKEN = 'v1.mhx3k2a1.q9Zr3KfA0b1c2d3e4f5g6h.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

const en = contactEn.contact.form;
const ku = contactKu.contact.form;

const renderForm = () => renderWithKit(<ContactForm />);

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useToastStore.setState({ toasts: [] });
  // What the server render read for the page: the form's one-time token.
  queryClient.setQueryData(contentKeys.formToken(), { formToken: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  window.history.replaceState(null, '', '/');
  act(() => useLanguageStore.setState({ language: 'en' }));
});

async function fillValid(user: ReturnType<typeof userEvent.setup>, labels = en) {
  await user.type(screen.getByLabelText(labels.name), 'Shvan Aziz');
  await user.type(screen.getByLabelText(labels.email), 'shvan@example.com');
  await user.type(screen.getByLabelText(new RegExp(labels.phone)), '0770 000 0000');
  await user.type(screen.getByLabelText(labels.message), 'We need paver blocks for a school yard.');
}

const lastToast = () => useToastStore.getState().toasts[0];
const sendButton = () => screen.getByRole('button', { name: commonEn.actions.send });

describe('ContactForm', () => {
  it('asks for a token when the page came without one (the API could not make one as it was sent), and the form then carries it', async () => {
    queryClient.setQueryData(contentKeys.formToken(), { formToken: '', expiresAt: '' });
    fetchMock.mockResolvedValue(jsonResponse(200, { formToken: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' }));
    const { container } = renderForm();
    await waitFor(() => expect(container.querySelector('input[type="hidden"][name="formToken"]')).toHaveValue(TOKEN));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(FORM_TOKEN_PATH);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('has visible labels, a 5-row message box, and sends nothing when empty: the messages of docs/product.md §12 show under their fields', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(en.title);
    expect(screen.getByLabelText(en.message)).toHaveAttribute('rows', '5');
    await user.click(sendButton());

    const expectations: Array<[string, string]> = [
      [en.name, 'Name must be at least 2 characters'],
      [en.email, 'Please enter a valid email address'],
      [en.message, 'Message must be at least 10 characters'],
    ];
    for (const [label, message] of expectations) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      const describedBy = control.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      expect(document.getElementById(describedBy as string)).toHaveTextContent(message);
    }
    expect(screen.getByLabelText(new RegExp(en.phone))).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(en.name)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('writes the messages in Kurdish with Eastern Arabic digits', async () => {
    act(() => useLanguageStore.setState({ language: 'ku' }));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: commonKu.actions.send }));
    expect(screen.getByTestId('contact-name-error')).toHaveTextContent('ناو دەبێت لانیکەم ٢ پیت بێت');
    expect(screen.getByTestId('contact-email-error')).toHaveTextContent(ku.errors.email.invalid);
    expect(screen.getByTestId('contact-message-error')).toHaveTextContent('نامە دەبێت لانیکەم ١٠ پیت بێت');
  });

  it('clears a field error as soon as the field is fixed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(sendButton());
    await user.type(screen.getByLabelText(en.name), 'Jo');
    expect(screen.queryByTestId('contact-name-error')).toBeNull();
    expect(screen.getByTestId('contact-email-error')).toBeInTheDocument();
  });

  it('submits with the interface language, shows the loading state, then a success toast, clears the form and invalidates /api/contact', async () => {
    act(() => useLanguageStore.setState({ language: 'ku' }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, ku);
    await user.click(screen.getByRole('button', { name: commonKu.actions.send }));

    const busy = await screen.findByRole('button', { name: commonKu.actions.loading });
    expect(busy).toBeDisabled();
    expect(within(busy).getByTestId('contact-spinner')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Shvan Aziz',
      email: 'shvan@example.com',
      phone: '0770 000 0000',
      message: 'We need paver blocks for a school yard.',
      language: 'ku',
      // The form's one-time id: a repeat of the same send stores one message.
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // The token the server render asked for: signed by the API, one message only.
      formToken: TOKEN,
    });

    await act(async () => answer(jsonResponse(201, { id: 1, createdAt: '2026-01-01T00:00:00.000Z' })));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'success', description: commonKu.contactResult.success }));
    expect(screen.getByLabelText(ku.name)).toHaveValue('');
    expect(screen.getByLabelText(ku.message)).toHaveValue('');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api', 'contact'] });
    expect(screen.getByRole('button', { name: commonKu.actions.send })).toBeEnabled();
  });

  it.each([
    ['the API cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the API answers 500', () => Promise.resolve(jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' }))],
    ['the database is down (503)', () => Promise.resolve(jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' }))],
  ])('keeps everything typed and shows the generic error toast when %s', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'error', title: commonEn.errors.generic, description: commonEn.contactResult.failure }));
    expect(screen.getByLabelText(en.name)).toHaveValue('Shvan Aziz');
    expect(screen.getByLabelText(en.email)).toHaveValue('shvan@example.com');
    expect(screen.getByLabelText(new RegExp(en.phone))).toHaveValue('0770 000 0000');
    expect(screen.getByLabelText(en.message)).toHaveValue('We need paver blocks for a school yard.');
    expect(sendButton()).toBeEnabled();
  });

  it("shows the API's per-field errors under their fields, in the page's language, and keeps the input", async () => {
    act(() => useLanguageStore.setState({ language: 'ku' }));
    fetchMock.mockResolvedValue(
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields: { email: 'Please enter a valid email address' } }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, ku);
    await user.click(screen.getByRole('button', { name: commonKu.actions.send }));
    await waitFor(() => expect(screen.getByTestId('contact-email-error')).toHaveTextContent(ku.errors.email.invalid));
    expect(screen.getByLabelText(ku.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(ku.email)).toHaveValue('shvan@example.com');
    expect(lastToast()).toMatchObject({ variant: 'error', title: commonKu.errors.generic, description: commonKu.contactResult.failure });
  });

  it('says in words when to try again after a 429 (Retry-After), in English and in Kurdish digits', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many' }, { 'Retry-After': '95' })),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() => expect(lastToast()?.description).toBe('You have sent several messages in a short time. Please try again in 2 minutes.'));
    expect(screen.getByTestId('contact-rate-limit')).toHaveTextContent('in 2 minutes');
    expect(screen.getByLabelText(en.message)).toHaveValue('We need paver blocks for a school yard.');
    await waitFor(() => expect(sendButton()).toBeEnabled());

    act(() => useLanguageStore.setState({ language: 'ku' }));
    await user.click(screen.getByRole('button', { name: commonKu.actions.send }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(lastToast()?.description).toBe('لە ماوەیەکی کورتدا چەند نامەیەکتان ناردووە. تکایە دوای ٢ خولەک دووبارە هەوڵ بدەنەوە.'));
  });

  it('carries the signed token and a honeypot no person sees or reaches', () => {
    renderForm();
    const form = screen.getByTestId('contact-form');
    expect(form.querySelector('input[type="hidden"][name="formToken"]')).toHaveValue(TOKEN);
    const honeypot = form.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: en.honeypot })).toBeNull();
  });

  it('takes invisible and text-direction characters out of a field as they come, says so, and sends the text without them (F4)', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    act(() => useLanguageStore.setState({ language: 'ku' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, ku);
    fireEvent.change(screen.getByLabelText(ku.name), { target: { value: 'Invoice \u202Egpj.exe' } });
    expect(screen.getByLabelText(ku.name)).toHaveValue('Invoice gpj.exe');
    expect(screen.getByTestId('contact-name-error')).toHaveTextContent(ku.errors.hidden);
    fireEvent.change(screen.getByLabelText(ku.email), { target: { value: 'shvan\u200b@example.com' } });
    expect(screen.getByLabelText(ku.email)).toHaveValue('shvan@example.com');
    await user.click(screen.getByRole('button', { name: commonKu.actions.send }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ name: 'Invoice gpj.exe', email: 'shvan@example.com' });
  });

  it('after the API refused the token: says so in the page’s language, asks for a new one, keeps everything typed', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields: { formToken: FORM_TOKEN_MESSAGES.invalid } }),
    );
    fetchMock.mockImplementation(() => new Promise(() => {}));
    act(() => useLanguageStore.setState({ language: 'ku' }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, ku);
    await user.click(screen.getByRole('button', { name: commonKu.actions.send }));
    await waitFor(() => expect(screen.getByTestId('contact-token-problem')).toHaveTextContent(ku.token.invalid));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: contentKeys.formToken() });
    expect(screen.getByLabelText(ku.message)).toHaveValue('We need paver blocks for a school yard.');
  });

  it('shows what the visitor’s button named ("About: …") and posts it with the page it came from', async () => {
    window.history.replaceState(null, '', '/contact?from=products&about=product-3');
    queryClient.setQueryData(contentKeys.products(), [{ id: 3, titleEn: 'LED Panel', titleKu: 'پانێڵی LED' }]);
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByTestId('contact-about')).toHaveTextContent(`${en.about} LED Panel`);
    const form = screen.getByTestId('contact-form');
    expect(form).toHaveAttribute('action', '/contact?lang=en&from=products&about=product-3');
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ page: 'products', about: 'product-3' });
    act(() => useLanguageStore.setState({ language: 'ku' }));
    expect(screen.getByTestId('contact-about')).toHaveTextContent(`${ku.about} پانێڵی LED`);
    // The code inside the Kurdish title is read in English, left to right.
    expect(screen.getByTestId('contact-about').querySelector('[lang="en"][dir="ltr"]')).toHaveTextContent(/^LED$/);
  });

  it('leaves out an item the site does not list, and a page that is none', () => {
    window.history.replaceState(null, '', '/contact?from=inbox&about=product-99');
    queryClient.setQueryData(contentKeys.products(), [{ id: 3, titleEn: 'LED Panel', titleKu: 'پانێڵی LED' }]);
    renderForm();
    expect(screen.queryByTestId('contact-about')).toBeNull();
    const form = screen.getByTestId('contact-form');
    expect(form).toHaveAttribute('action', '/contact?lang=en');
    expect(form.querySelector('[name="about"]')).toBeNull();
    expect(form.querySelector('[name="page"]')).toBeNull();
  });

  it('does not send twice while a message is on its way', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(sendButton());
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends what the fields hold when Send is pressed before the state has taken in what was typed (a press during the hydration)', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderForm();
    // Typed into the page's HTML, as before its code ran: the DOM holds the text, no change event reached React.
    const typed = { name: 'Aram Visitor', email: 'aram@example.com', message: 'Pressed at the very moment the code hydrated the form.' };
    for (const [field, value] of Object.entries(typed))
      (screen.getByTestId('contact-form').querySelector(`[name="${field}"]`) as HTMLInputElement).value = value;
    fireEvent.submit(screen.getByTestId('contact-form'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ ...typed, phone: null });
    expect(screen.queryByText(en.errors.name.tooShort.replace('{{min}}', '2'))).not.toBeInTheDocument();
  });
});
