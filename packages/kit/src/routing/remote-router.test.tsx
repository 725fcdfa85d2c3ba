import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteRoutes, useRouteParams } from '@azmar/kit/routing/remote-router.tsx';

function goTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

function Project() {
  const { id } = useRouteParams();
  return <p>project {id}</p>;
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const ROUTES = [
  { path: '/services', element: <h1>Services</h1> },
  { path: '/products', element: <h1>Products</h1> },
  { path: '/projects/:id', element: <Project /> },
];

afterEach(() => window.history.pushState(null, '', '/'));

describe('RemoteRoutes', () => {
  it('renders the route of the current path, trailing slash tolerated', () => {
    goTo('/products/');
    render(<RemoteRoutes routes={ROUTES} fallback={<h1>Not found</h1>} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Products');
  });

  it('renders the fallback for an unknown path under the remote', () => {
    goTo('/products/nope');
    render(<RemoteRoutes routes={ROUTES} fallback={<h1>Not found</h1>} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');
    expect(screen.queryByText('Products')).toBeNull();
  });

  it('follows client-side navigation while mounted', () => {
    goTo('/services');
    render(<RemoteRoutes routes={ROUTES} fallback={<h1>Not found</h1>} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Services');
    goTo('/products');
    expect(screen.getByRole('heading')).toHaveTextContent('Products');
    goTo('/nowhere');
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');
  });

  it('hands `:param` values to the page and updates them', () => {
    goTo('/projects/dam-road');
    render(<RemoteRoutes routes={ROUTES} fallback={null} />);
    expect(screen.getByText('project dam-road')).toBeInTheDocument();
    goTo('/projects/bridge');
    expect(screen.getByText('project bridge')).toBeInTheDocument();
  });

  it('takes the first matching route', () => {
    goTo('/projects/new');
    render(
      <RemoteRoutes
        routes={[
          { path: '/projects/new', element: <p>create</p> },
          { path: '/projects/:id', element: <Project /> },
        ]}
        fallback={null}
      />,
    );
    expect(screen.getByText('create')).toBeInTheDocument();
  });

  it('starts another route with fresh state', async () => {
    goTo('/a');
    render(
      <RemoteRoutes
        routes={[
          { path: '/a', element: <Counter label="page" /> },
          { path: '/b', element: <Counter label="page" /> },
        ]}
        fallback={null}
      />,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('page 1');
    goTo('/b');
    expect(screen.getByRole('button')).toHaveTextContent('page 0');
  });
});
