import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { ContentGrid, type ContentItem } from './content-grid';

const items: ContentItem[] = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  titleEn: `Item ${index + 1}`,
  titleKu: `بابەت ${index + 1}`,
  image: `/assets/media/${index + 1}.jpg`,
}));

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('ContentGrid', () => {
  it('shows the given number of skeleton cards while loading, and no items', () => {
    const { container } = render(
      <KitProvider>
        <ContentGrid kind="projects" items={undefined} isLoading isError={false} skeletons={6} />
      </KitProvider>,
    );
    expect(container.querySelectorAll('.content-grid__card--skeleton')).toHaveLength(6);
    expect(container.querySelector('[data-content-list="projects"]')).toHaveAttribute('aria-busy', 'true');
    expect(titles()).toEqual([]);
  });

  it('shows the first `limit` items in the current language, and the View All link', () => {
    render(
      <KitProvider>
        <ContentGrid kind="products" items={items} isLoading={false} isError={false} limit={4} skeletons={4} viewAllHref="/products" />
      </KitProvider>,
    );
    expect(titles()).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4']);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products');
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(titles()).toEqual(['بابەت 1', 'بابەت 2', 'بابەت 3', 'بابەت 4']);
  });

  it('shows every item without a limit, and the generic error text when the list failed', () => {
    const { rerender } = render(
      <KitProvider>
        <ContentGrid kind="services" items={items} isLoading={false} isError={false} skeletons={4} />
      </KitProvider>,
    );
    expect(titles()).toHaveLength(6);
    rerender(
      <KitProvider>
        <ContentGrid kind="services" items={undefined} isLoading={false} isError skeletons={4} />
      </KitProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error occurred.');
  });
});
