// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { LanguageToggle } from '@azmar/kit/language/language-toggle.tsx';
import { recordRenderedLocation } from '@azmar/kit/routing/server-location';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { LocationProbe as Page } from '../../test/location-probe';

afterEach(() => recordRenderedLocation({ path: '/', search: '' }));

it('renders, on the server, the path and query of the URL being rendered', () => {
  recordRenderedLocation({ path: '/projects', search: '?category=construction' });
  expect(renderToString(<Page />)).toBe('<p>/projects<!-- -->|<!-- -->construction</p>');
  recordRenderedLocation({ path: '/projects', search: '' });
  expect(renderToString(<Page />)).toBe('<p>/projects<!-- -->|<!-- -->all</p>');
});

it('links the language toggle, on the server, to the URL being rendered in the other language', () => {
  recordRenderedLocation({ path: '/products', search: '?lang=en&category=pavers' });
  const html = renderToString(
    <KitProvider>
      <LanguageToggle />
    </KitProvider>,
  );
  expect(html).toContain('href="/products?lang=ku&amp;category=pavers"');
  expect(html).toContain('hrefLang="ckb"');
});
