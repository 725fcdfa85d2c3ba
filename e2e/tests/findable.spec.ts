// Findable (issue 11): every route's first HTML names the company as JSON-LD, the site serves robots.txt and a
// sitemap of both languages, and the structured data breaks no Content-Security-Policy in the browser.
import { expect, test } from '@playwright/test';
import { MENU_ROUTES } from '@azmar/contract/routes/route-manifest';
import { companyProfile } from '../support/site-texts.ts';

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null'));
}

test('every route and the 404 page carry the LocalBusiness JSON-LD in their first HTML', async ({ request }) => {
  for (const path of [...MENU_ROUTES.map((route) => route.path), '/no-such-page']) {
    const response = await request.get(path);
    const [data] = jsonLdOf(await response.text());
    expect(data, path).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Azmar Group',
      foundingDate: '2004',
      address: { streetAddress: 'Malik Mahmood Road', addressLocality: 'Sulaymaniyah' },
      geo: { '@type': 'GeoCoordinates' },
      openingHoursSpecification: [{ opens: '08:00', closes: '18:00' }],
    });
  }
});

test('a Kurdish page names the company in Sorani, with its English name as the alternate; an English page the other way round', async ({ request }) => {
  for (const path of [...MENU_ROUTES.map((route) => route.path), '/no-such-page']) {
    const kurdish = jsonLdOf(await (await request.get(`${path}?lang=ku`)).text());
    expect(kurdish, path).toHaveLength(1);
    expect(kurdish[0], path).toMatchObject({
      '@type': 'LocalBusiness',
      name: companyProfile.name.ku,
      alternateName: companyProfile.name.en,
      description: companyProfile.description.ku,
      address: {
        streetAddress: companyProfile.street.ku,
        addressLocality: companyProfile.city.ku,
        addressRegion: companyProfile.region.ku,
        addressCountry: 'IQ',
      },
      telephone: companyProfile.phone.href.replace(/^tel:/, ''),
    });
    const english = jsonLdOf(await (await request.get(`${path}?lang=en`)).text());
    expect(english, path).toHaveLength(1);
    expect(english[0], path).toMatchObject({ name: companyProfile.name.en, alternateName: companyProfile.name.ku, description: companyProfile.description.en });
  }
});

test('robots.txt allows the site and names its sitemap, which lists each page in both languages', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
  expect(sitemapUrl).toBe(new URL('/sitemap.xml', baseURL).href);
  const sitemap = await (await request.get(sitemapUrl)).text();
  for (const route of MENU_ROUTES) {
    for (const lang of ['en', 'ku']) expect(sitemap).toContain(`<loc>${new URL(`${route.path}?lang=${lang}`, baseURL).href}</loc>`);
  }
  expect(sitemap).toContain(`hreflang="ckb" href="${new URL('/about?lang=ku', baseURL).href}"`);
});

test('the JSON-LD raises no Content-Security-Policy violation and no console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Content Security Policy')) problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`));
  });
  await page.goto('/contact');
  await expect(page.locator('#remote-outlet h1').first()).toBeVisible();
  expect(problems).toEqual([]);
});
