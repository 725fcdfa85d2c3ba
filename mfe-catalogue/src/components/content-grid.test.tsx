import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { catalogueEn } from '../i18n/catalogue.en';
import { catalogueKu } from '../i18n/catalogue.ku';
import { registerCatalogueTexts } from '../i18n/register-catalogue-texts';
import { CardImage } from './card-image';
import { ContentGrid } from './content-grid';

registerCatalogueTexts();

const items = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, title: `Item ${index + 1}` }));
const renderCard = (item: { title: string }) => <h3>{item.title}</h3>;
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const base = { onRetry: () => {}, renderCard, isError: false };

afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('ContentGrid', () => {
  it('shows the given number of skeleton cards while loading, and no items', () => {
    const { container } = render(
      <KitProvider>
        <ContentGrid {...base} kind="projects" items={undefined as typeof items | undefined} isLoading skeletons={6} />
      </KitProvider>,
    );
    expect(container.querySelectorAll('.content-grid__card--skeleton')).toHaveLength(6);
    expect(container.querySelector('[data-content-list="projects"]')).toHaveAttribute('aria-busy', 'true');
    expect(titles()).toEqual([]);
  });

  it('gives only its first card the priority image when it opens a page, none on a preview', () => {
    const cardWith = (item: { id: number; title: string }, priorityImage: boolean) => (
      <CardImage src={`/${item.id}.jpg`} alt={item.title} priority={priorityImage} />
    );
    const { container, rerender } = render(
      <KitProvider>
        <ContentGrid {...base} renderCard={cardWith} kind="products" items={items} isLoading={false} skeletons={4} priorityImage />
      </KitProvider>,
    );
    const images = () => [...container.querySelectorAll('img')].map((image) => [image.getAttribute('fetchpriority'), image.getAttribute('loading')]);
    expect(images()).toEqual([['high', null], ...items.slice(1).map(() => [null, 'lazy'])]);
    rerender(
      <KitProvider>
        <ContentGrid {...base} renderCard={cardWith} kind="products" items={items} isLoading={false} skeletons={4} />
      </KitProvider>,
    );
    expect(images()).toEqual(items.map(() => [null, 'lazy']));
  });

  it('shows the first `limit` cards, and the View All link', () => {
    render(
      <KitProvider>
        <ContentGrid {...base} kind="products" items={items} isLoading={false} limit={4} skeletons={4} viewAllHref="/products" />
      </KitProvider>,
    );
    expect(titles()).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4']);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products?lang=en');
  });

  it('shows the empty state for an empty list', () => {
    render(
      <KitProvider>
        <ContentGrid {...base} kind="products" items={[]} isLoading={false} skeletons={4} empty={<p>Nothing here</p>} />
      </KitProvider>,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('shows a translated message with Retry when the list failed, and Retry refetches', async () => {
    const onRetry = vi.fn();
    render(
      <KitProvider>
        <ContentGrid {...base} onRetry={onRetry} kind="services" items={undefined as typeof items | undefined} isLoading={false} isError skeletons={4} />
      </KitProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(catalogueEn.list.loadError);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(screen.getByRole('alert')).toHaveTextContent(catalogueKu.list.loadError);
  });
});
