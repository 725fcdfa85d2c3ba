// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { setServerLocation } from '@azmar/kit/routing/server-location';

function Page() {
  const path = useLocationPath();
  const [category] = useQueryState('category', 'all');
  return (
    <p>
      {path}|{category}
    </p>
  );
}

afterEach(() => setServerLocation({ path: '/', search: '' }));

it('renders, on the server, the path and query of the URL being rendered', () => {
  setServerLocation({ path: '/projects', search: '?category=construction' });
  expect(renderToString(<Page />)).toBe('<p>/projects<!-- -->|<!-- -->construction</p>');
  setServerLocation({ path: '/projects', search: '' });
  expect(renderToString(<Page />)).toBe('<p>/projects<!-- -->|<!-- -->all</p>');
});
