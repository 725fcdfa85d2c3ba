// @vitest-environment node
// The routing hooks must render where there is no browser (server rendering, prerendering).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { RemoteRoutes } from '@azmar/kit/routing/remote-router.tsx';

function Page() {
  const path = useLocationPath();
  const [category] = useQueryState('category', 'all');
  return (
    <p>
      {path} {category}
    </p>
  );
}

describe('routing without a browser', () => {
  it('has no window here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the root route, the defaults of query state, and the fallback elsewhere', () => {
    const declared = [
      { id: 'home', path: '/' },
      { id: 'about', path: '/about' },
    ];
    const pages = { home: <Page />, about: <h1>About</h1> };
    expect(renderToString(<RemoteRoutes declared={declared} pages={pages} fallback={<h1>Not found</h1>} />)).toBe('<p>/<!-- --> <!-- -->all</p>');
    expect(renderToString(<RemoteRoutes declared={declared.slice(1)} pages={pages} fallback={<h1>Not found</h1>} />)).toBe('<h1>Not found</h1>');
  });
});
