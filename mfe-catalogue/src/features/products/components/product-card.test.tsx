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
    const details = card.querySelector('[data-part="details"]') as HTMLElement;
    expect(details).not.toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Show Details' }));
    expect(within(card).getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    expect(details).toHaveTextContent(paver.specifications[3]!);
    await userEvent.click(within(card).getByRole('button', { name: 'Hide Details' }));
    expect(details).not.toBeVisible();
  });

  it("shows poultry equipment's 'Business Partnership' gallery, and its video with caption only with the details", async () => {
    render(
      <KitProvider>
        <ProductCard product={plucker} />
      </KitProvider>,
    );
    const card = screen.getByRole('article');
    expect(card.querySelector('.catalogue-badge')).toHaveClass('catalogue-badge--green');
    const gallery = await within(card).findByRole('heading', { name: 'Business Partnership' });
    const section = gallery.closest('section') as HTMLElement;
    expect(within(section).getByRole('img')).toHaveAttribute('src', plucker.gallery![0]!.image);
    await userEvent.click(within(section).getByRole('button', { name: 'Show photo 2 of 2' }));
    expect(within(section).getByRole('img')).toHaveAttribute('src', plucker.gallery![1]!.image);
    expect(within(section).getByRole('img')).toHaveAttribute('alt', 'Handover');
    expect(card.querySelector('video')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Show Details' }));
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
