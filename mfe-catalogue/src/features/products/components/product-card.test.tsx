import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { registerCatalogueTexts } from '../../../i18n/register-catalogue-texts';
import { paver, plucker } from '../../../test/content-fixtures';
import { ProductCard } from './product-card';

registerCatalogueTexts();
afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

const specifications = (card: HTMLElement) => [...card.querySelectorAll('[data-part="specifications"] li')].map((item) => item.textContent);

describe('ProductCard', () => {
  it('ends its details with Get Quote, which tells the contact form the page and the product', () => {
    window.history.replaceState(null, '', '/products');
    render(
      <KitProvider>
        <ProductCard product={paver} />
      </KitProvider>,
    );
    const quote = within(screen.getByRole('article').querySelector('details')!).getByRole('link', { name: 'Get Quote', hidden: true });
    expect(quote).toHaveAttribute('href', `/contact?lang=en&from=products&about=product-${paver.id}`);
    window.history.replaceState(null, '', '/');
  });

  it('shows image, a blue category badge, title, description and the first 3 specifications; the toggle shows the rest', async () => {
    render(
      <KitProvider>
        <ProductCard product={paver} />
      </KitProvider>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: paver.titleEn })).toHaveAttribute('width', '400');
    const badge = card.querySelector('.catalogue-badge');
    expect(badge).toHaveTextContent('Paver Blocks');
    expect(badge).toHaveClass('catalogue-badge--blue');
    expect(card).toHaveTextContent(paver.descriptionEn);
    expect(specifications(card)).toEqual(paver.specifications.slice(0, 3));
    expect(card.querySelector('[data-part="partnership-gallery"]')).toBeNull();
    // A native disclosure, so it works before and without the page's code; the browser opens and closes it.
    const details = card.querySelector('details[data-part="details"]') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const toggle = details.querySelector('summary')!;
    expect(toggle).toHaveTextContent('Show Details');
    expect(details.querySelector('.catalogue-card__list')).toHaveTextContent(paver.specifications[3]!);
    expect(details.querySelector('.catalogue-card__list li')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(details.open).toBe(true);
    expect(details.querySelector('.catalogue-card__list li')).toBeVisible();
    await userEvent.click(toggle);
    expect(details.open).toBe(false);
  });

  it("shows poultry equipment's 'Business Partnership' gallery with a dot per photo, and its video with caption in the details", async () => {
    render(
      <KitProvider>
        <ProductCard product={plucker} />
      </KitProvider>,
    );
    const card = screen.getByRole('article');
    expect(card.querySelector('.catalogue-badge')).toHaveClass('catalogue-badge--green');
    const gallery = await within(card).findByRole('heading', { name: 'Business Partnership' });
    const section = gallery.closest('section') as HTMLElement;
    // Every photo is there, one per dot (radio buttons, which the stylesheet follows: e2e checks what shows).
    expect(
      within(section)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(plucker.gallery!.map((item) => item.image));
    expect(within(section).getAllByRole('img')[1]).toHaveAttribute('alt', 'Handover');
    const dots = within(section).getAllByRole('radio');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show photo 1 of 2', 'Show photo 2 of 2']);
    expect(dots[0]).toBeChecked();
    await userEvent.click(dots[1]!);
    expect(dots[1]).toBeChecked();
    expect(dots[0]).not.toBeChecked();

    // The video is in the closed details, fetched by nobody until it is played.
    const details = card.querySelector('details[data-part="details"]') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const video = (await within(card).findByText('The plucker running', { selector: 'figcaption' }))
      .closest('figure')!
      .querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', plucker.videoUrl);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.autoplay).toBe(false);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('uses the Kurdish fields and labels in Kurdish', async () => {
    render(
      <KitProvider>
        <ProductCard product={plucker} />
      </KitProvider>,
    );
    act(() => useLanguageStore.getState().setLanguage('ku'));
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(plucker.titleKu);
    expect(card.querySelector('.catalogue-badge')).toHaveTextContent('ئامێری پەلەوەرداری');
    expect(specifications(card)).toEqual(plucker.specificationsKu.slice(0, 3));
    expect(await within(card).findByRole('heading', { name: 'هاوبەشیی بازرگانی' })).toBeInTheDocument();
  });
});
