import { describe, expect, it } from 'vitest';
import { layoutProblems, remoteLayoutProblems, requiredEntries } from './remote-layout';

const entries = requiredEntries('shop');

describe("a remote's folder layout", () => {
  it('takes the entries, pages, shared folders, features by part, test support and the exposed modules', () => {
    const files = [
      ...entries,
      'app.test.tsx',
      'home-sections.tsx',
      'pages/shop-page.tsx',
      'pages/shop-page.css',
      'components/price.tsx',
      'hooks/use-basket.ts',
      'lib/money.ts',
      'i18n/shop.ku.ts',
      'test/fixtures.ts',
      'features/basket/components/basket.tsx',
      'features/basket/hooks/use-lines.ts',
      'features/basket/api/basket-api.ts',
      'features/basket/model/lines.test.ts',
    ];
    expect(layoutProblems('shop', files, ['home-sections.tsx'])).toEqual([]);
  });

  it('refuses a file outside the layout, and a missing entry', () => {
    const files = [
      ...entries.filter((entry) => entry !== 'server.tsx'),
      'staff/area.tsx',
      'utils/x.ts',
      'features/basket/basket.tsx',
      'features/basket/parts/x.tsx',
      'sections.tsx',
    ];
    expect(layoutProblems('shop', files)).toEqual([
      'staff/area.tsx is outside the layout',
      'utils/x.ts is outside the layout',
      'features/basket/basket.tsx is outside the layout',
      'features/basket/parts/x.tsx is outside the layout',
      'sections.tsx is outside the layout',
      'server.tsx is missing',
    ]);
  });

  it('holds for every remote of the repository', () => {
    const problems = remoteLayoutProblems();
    expect(Object.keys(problems).length).toBeGreaterThanOrEqual(3);
    for (const [remote, list] of Object.entries(problems)) expect(list, remote).toEqual([]);
  });
});
