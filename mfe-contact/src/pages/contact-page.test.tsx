import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TOKEN_PATH } from '@azmar/contract/content/contact-form-state';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { contactEn } from '../i18n/contact.en';
import { contactKu } from '../i18n/contact.ku';
import { renderWithKit } from '../test/render-with-kit';
import { ContactPage } from './contact-page';

const en = contactEn.contact;
const ku = contactKu.contact;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useLanguageStore.setState({ language: 'en' }));
});

/** An IntersectionObserver that reports every observed element as on screen. */
function stubNearViewport() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
}

describe('ContactPage', () => {
  it('shows every section of the Contact screen in order', () => {
    renderWithKit(<ContactPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      en.form.title,
      en.touch.title,
      en.hours.title,
      en.map.title,
      en.cta.title,
    ]);
  });

  it('gives the ways to reach us from the company profile: address, Call Now, Send Email, WhatsApp in a new tab', () => {
    renderWithKit(<ContactPage />);
    const touch = within(screen.getByTestId('get-in-touch'));
    expect(touch.getByText(companyProfile.address.en)).toBeInTheDocument();
    expect(touch.getByRole('link', { name: en.touch.callNow })).toHaveAttribute('href', companyProfile.phone.href);
    expect(companyProfile.phone.href).toMatch(/^tel:\+964\d+$/);
    expect(touch.getByRole('link', { name: en.touch.sendEmail })).toHaveAttribute('href', `mailto:${companyProfile.email.display}`);
    const whatsapp = touch.getByRole('link', { name: new RegExp(en.touch.chatNow) });
    expect(whatsapp).toHaveAttribute('href', companyProfile.whatsapp.href);
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists the business hours in both languages, Kurdish with Eastern Arabic digits', () => {
    renderWithKit(<ContactPage />);
    const hours = within(screen.getByTestId('business-hours'));
    expect(hours.getByText('Sunday – Thursday')).toBeInTheDocument();
    expect(hours.getByText('8:00 AM – 6:00 PM')).toBeInTheDocument();
    expect(hours.getByText('Friday and Saturday')).toBeInTheDocument();
    expect(hours.getByText('Closed')).toBeInTheDocument();
    act(() => useLanguageStore.setState({ language: 'ku' }));
    expect(hours.getByRole('heading')).toHaveTextContent(ku.hours.title);
    expect(hours.getByText('یەکشەممە – پێنجشەممە')).toBeInTheDocument();
    expect(hours.getByText('٨:٠٠ی بەیانی – ٦:٠٠ی ئێوارە')).toBeInTheDocument();
    expect(hours.getByText('هەینی و شەممە')).toBeInTheDocument();
  });

  it('moves focus to the name field with Get Quote, and Call Now dials', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView ??= () => {};
    renderWithKit(<ContactPage />);
    const cta = within(screen.getByTestId('closing-cta'));
    const getQuote = cta.getByRole('link', { name: commonEn.actions.getQuote });
    // A link to the field, which works before the page's code; a click then also gives the field the focus.
    expect(getQuote).toHaveAttribute('href', `#${screen.getByLabelText(en.form.name).id}`);
    await user.click(getQuote);
    expect(screen.getByLabelText(en.form.name)).toHaveFocus();
    expect(cta.getByRole('link', { name: en.cta.callNow })).toHaveAttribute('href', companyProfile.phone.href);
  });

  it('shows the drawn map and the open-in-maps link, and no live map before it comes near the viewport', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithKit(<ContactPage />);
    const map = within(screen.getByTestId('office-map'));
    expect(map.getByRole('img', { name: en.map.fallbackLabel })).toBeInTheDocument();
    const open = map.getByRole('link', { name: new RegExp(en.map.openInMaps) });
    expect(open).toHaveAttribute('href', companyProfile.map.linkUrl);
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(map.queryByTestId('map-live')).toBeNull();
    // Nothing asked of the map's origin (the form asks the API for its token, which is no map).
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url !== FORM_TOKEN_PATH)).toEqual([]);
  });

  it("loads the live map of the office's coordinates when near, if the page's policy allows its origin", async () => {
    stubNearViewport();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(null, { headers: { 'content-security-policy': 'frame-src https://www.openstreetmap.org' } })),
    );
    renderWithKit(<ContactPage />);
    const live = await screen.findByTestId('map-live');
    expect(live).toHaveAttribute('data', companyProfile.map.embedUrl);
    expect(live.getAttribute('data')).toContain(`marker=${companyProfile.map.lat}%2C${companyProfile.map.lng}`);
    expect(live).toHaveAttribute('title', companyProfile.map.title.en);
    // The drawing stays underneath until the live map has loaded.
    expect(screen.getByTestId('map-fallback')).toBeInTheDocument();
  });

  it("keeps only the drawn map when the page's policy allows no frames", async () => {
    stubNearViewport();
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { headers: { 'content-security-policy': "default-src 'self'; frame-src 'none'" } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithKit(<ContactPage />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('map-live')).toBeNull();
    expect(screen.getByTestId('map-fallback')).toBeInTheDocument();
  });
});
