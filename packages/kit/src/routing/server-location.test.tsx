// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { setServerLocation } from '@azmar/kit/routing/server-location';
import { LocationProbe as Page } from '@azmar/kit/routing/testing/location-probe.tsx';

afterEach(() => setServerLocation({ path: '/', search: '' }));

it('renders, on the server, the path and query of the URL being rendered', () => {
  setServerLocation({ path: '/projects', search: '?category=construction' });
  expect(renderToString(<Page />)).toBe('<p>/projects<!-- -->|<!-- -->construction</p>');
  setServerLocation({ path: '/projects', search: '' });
  expect(renderToString(<Page />)).toBe('<p>/projects<!-- -->|<!-- -->all</p>');
});
