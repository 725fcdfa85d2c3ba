import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { useQueryState, type QueryStateOptions } from '@azmar/kit/routing/query-state';

function CategoryFilter({ options }: { options?: QueryStateOptions }) {
  const [category, setCategory] = useQueryState('category', 'all', options);
  return (
    <div>
      <output>{category}</output>
      <button type="button" onClick={() => setCategory('electronics')}>
        electronics
      </button>
      <button type="button" onClick={() => setCategory('all')}>
        all
      </button>
    </div>
  );
}

/** A second, independent reader of the same parameter: it must follow the first one's writes. */
function CategoryEcho() {
  const [category] = useQueryState('category', 'all');
  const path = useLocationPath();
  return (
    <p>
      echo {category} at {path}
    </p>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useQueryState', () => {
  it('reads the parameter from the URL, or the default when it is absent', () => {
    window.history.replaceState(null, '', '/products?category=poultry-equipment');
    const { unmount } = render(<CategoryFilter />);
    expect(screen.getByRole('status')).toHaveTextContent('poultry-equipment');
    unmount();
    window.history.replaceState(null, '', '/products');
    render(<CategoryFilter />);
    expect(screen.getByRole('status')).toHaveTextContent('all');
  });

  it('writes the parameter in place (no new history entry) and every reader follows; the default leaves the URL', async () => {
    window.history.replaceState(null, '', '/products?search=brick#list');
    const entries = window.history.length;
    render(
      <>
        <CategoryFilter />
        <CategoryEcho />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'electronics' }));
    expect(window.location.pathname).toBe('/products');
    expect(new URLSearchParams(window.location.search).get('category')).toBe('electronics');
    expect(new URLSearchParams(window.location.search).get('search')).toBe('brick');
    expect(window.location.hash).toBe('#list');
    expect(window.history.length).toBe(entries);
    expect(screen.getByRole('status')).toHaveTextContent('electronics');
    expect(screen.getByText('echo electronics at /products')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'all' }));
    expect(window.location.search).toBe('?search=brick');
    expect(screen.getByRole('status')).toHaveTextContent('all');
    expect(screen.getByText('echo all at /products')).toBeInTheDocument();
  });

  it('pushes a history entry when asked, so Back restores the previous value', async () => {
    window.history.replaceState(null, '', '/products');
    const entries = window.history.length;
    render(<CategoryFilter options={{ history: 'push' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'electronics' }));
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.search).toBe('?category=electronics');

    await act(async () => {
      const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await back;
    });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('all');
  });
});
