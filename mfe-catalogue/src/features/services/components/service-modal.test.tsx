import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { catalogueModalsEn } from '../../../i18n/catalogue-modals.en';
import { catalogueModalsKu } from '../../../i18n/catalogue-modals.ku';
import { registerCatalogueTexts } from '../../../i18n/register-catalogue-texts';
import { construction, electronics, mechanical } from '../../../test/content-fixtures';
import ServiceModal, { EQUIPMENT_VIDEO } from './service-modal';

registerCatalogueTexts();
afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

const dialog = () => document.querySelector('dialog[data-modal="service"]') as HTMLElement;

describe('ServiceModal', () => {
  it("ends with Get Quote, which tells the contact form the page and the service, in the page's language", () => {
    window.history.replaceState(null, '', '/services');
    act(() => useLanguageStore.setState({ language: 'ku' }));
    render(
      <KitProvider>
        <ServiceModal service={electronics} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    const quote = dialog().querySelector('[data-part="quote"]');
    expect(quote).toHaveAttribute('href', `/contact?lang=ku&from=services&about=service-${electronics.id}`);
    window.history.replaceState(null, '', '/');
  });

  it('shows image, featured video (autoplay, muted) with its description, detailed features, overview badges and sector banner', () => {
    render(
      <KitProvider>
        <ServiceModal service={construction} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    const modal = dialog();
    expect(modal).toHaveAttribute('open');
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Construction');
    expect(modal.querySelector(`img[src="${construction.image}"]`)).not.toBeNull();
    const video = modal.querySelector('[data-video="featured"] video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', construction.video);
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(modal.querySelector('[data-video="featured"]')).toHaveTextContent(construction.videoDescriptionEn!);
    expect(modal.querySelector('[data-video="equipment"]')).toBeNull();
    expect([...modal.querySelectorAll('[data-part="detailed-features"] li')].map((item) => item.textContent)).toEqual(construction.detailedFeaturesEn);
    expect([...modal.querySelectorAll('[data-part="overview"] li')].map((item) => item.textContent)).toEqual(construction.features);
    expect(modal.querySelector('[data-part="sector-banner"]')).toHaveTextContent('Construction Sector');
  });

  it("labels mechanical 'Mechanical & Poultry' and adds the fixed equipment-manufacturing video and description", () => {
    render(
      <KitProvider>
        <ServiceModal service={mechanical} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    const modal = dialog();
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent(catalogueModalsEn.service.mechanicalPoultry);
    const equipment = modal.querySelector('[data-video="equipment"]') as HTMLElement;
    expect(equipment.querySelector('video')).toHaveAttribute('src', EQUIPMENT_VIDEO);
    expect(equipment).toHaveTextContent(catalogueModalsEn.service.equipmentVideo.description);
    expect(modal.querySelectorAll('video')).toHaveLength(2);
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent(catalogueModalsKu.service.mechanicalPoultry);
    expect(equipment).toHaveTextContent(catalogueModalsKu.service.equipmentVideo.description);
    expect(equipment.querySelector('video')).toHaveTextContent('وێبگەڕەکەتان پشتگیریی لێدانی ڤیدیۆ ناکات.');
  });

  it('shows no video for a service without one, Kurdish fields in Kurdish, and both close links close', async () => {
    const onClose = vi.fn();
    render(
      <KitProvider>
        <ServiceModal service={electronics} onClose={onClose} closeHref="/page" />
      </KitProvider>,
    );
    act(() => useLanguageStore.getState().setLanguage('ku'));
    const modal = dialog();
    expect(modal.querySelectorAll('video')).toHaveLength(0);
    expect(modal.querySelector('[data-part="detailed-features"]')).toBeNull();
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent(electronics.titleKu);
    // Links back to the page without the modal (the server's way to close it); a click closes it in place.
    const closes = within(modal).getAllByRole('link', { name: 'داخستن' });
    expect(closes.map((close) => close.getAttribute('href'))).toEqual(['/page', '/page']);
    await userEvent.click(closes[0]!);
    await userEvent.click(closes[1]!);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
