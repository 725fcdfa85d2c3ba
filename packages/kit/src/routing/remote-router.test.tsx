import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteRoutes } from '@azmar/kit/routing/remote-router.tsx';

function goTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const DECLARED = [
  { id: 'services', path: '/services' },
  { id: 'products', path: '/products' },
  { id: 'news', path: '/news' },
];
const PAGES = { services: <h1>Services</h1>, products: <h1>Products</h1> };

afterEach(() => window.history.pushState(null, '', '/'));

describe('RemoteRoutes', () => {
  it('renders the page declared at the current path, trailing slash tolerated', () => {
    goTo('/products/');
    render(<RemoteRoutes declared={DECLARED} pages={PAGES} fallback={<h1>Not found</h1>} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Products');
  });

  it('renders the fallback for an unknown path under the remote, and for a declared route without a page', () => {
    goTo('/products/nope');
    const { unmount } = render(<RemoteRoutes declared={DECLARED} pages={PAGES} fallback={<h1>Not found</h1>} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');
    unmount();
    goTo('/news');
    render(<RemoteRoutes declared={DECLARED} pages={PAGES} fallback={<h1>Not found</h1>} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');
  });

  it('follows client-side navigation while mounted', () => {
    goTo('/services');
    render(<RemoteRoutes declared={DECLARED} pages={PAGES} fallback={<h1>Not found</h1>} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Services');
    goTo('/products');
    expect(screen.getByRole('heading')).toHaveTextContent('Products');
    goTo('/nowhere');
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');
  });

  it('starts another page with fresh state', () => {
    goTo('/a');
    render(
      <RemoteRoutes
        declared={[
          { id: 'a', path: '/a' },
          { id: 'b', path: '/b' },
        ]}
        pages={{ a: <Counter label="page" />, b: <Counter label="page" /> }}
        fallback={null}
      />,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('page 1');
    goTo('/b');
    expect(screen.getByRole('button')).toHaveTextContent('page 0');
  });
});
