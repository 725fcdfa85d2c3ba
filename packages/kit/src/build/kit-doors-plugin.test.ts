// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { doorViolation, KIT_DOORS } from '@azmar/kit/build/kit-doors-plugin';

const kitSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appFile = path.resolve(kitSrc, '../../../mfe-home/src/features/hero/route-hero.tsx');

describe('kit doors', () => {
  it.each(Object.entries(KIT_DOORS))('refuses %s imported from an app file, naming the door', (request, door) => {
    const violation = doorViolation(request, appFile);
    expect(violation).toContain(appFile);
    expect(violation).toContain(`@azmar/kit/${door.replace(/\.ts$/, '')}`);
  });

  it.each(Object.entries(KIT_DOORS))('lets the door module itself import %s', (request, door) => {
    expect(doorViolation(request, path.join(kitSrc, door))).toBeNull();
  });

  it.each(['antd/es/card', 'antd/lib/button', 'antd/es/locale/en_US', 'react-i18next/dist/es/useTranslation', '@tanstack/react-query/build/modern/useQuery'])(
    'refuses the deep import %s from an app file',
    (request) => {
      expect(doorViolation(request, appFile)).toContain(`imports '${request}'`);
    },
  );

  it('lets the antd group doors import antd, and nothing else in their folder', () => {
    expect(doorViolation('antd', path.join(kitSrc, 'antd/groups/antd-data-display.ts'))).toBeNull();
    expect(doorViolation('antd', path.join(kitSrc, 'antd/groups/antd-groups.ts'))).not.toBeNull();
    expect(doorViolation('react-i18next', path.join(kitSrc, 'antd/groups/antd-data-display.ts'))).not.toBeNull();
  });

  it('refuses a deep antd import from a kit module other than the locale', () => {
    expect(doorViolation('antd/es/card', path.join(kitSrc, 'theme/kit-provider.tsx'))).not.toBeNull();
    expect(doorViolation('antd/es/card', path.join(kitSrc, 'theme/antd-subset.ts'))).toBeNull();
  });

  it('does not mistake a package whose name starts like a door for the door', () => {
    expect(doorViolation('antd-style', appFile)).toBeNull();
    expect(doorViolation('react-i18next-extra', appFile)).toBeNull();
  });

  it('refuses a door package imported from another kit module', () => {
    expect(doorViolation('react-i18next', path.join(kitSrc, 'i18n/i18n.ts'))).not.toBeNull();
  });

  it('lets libraries import each other, and apps import anything else', () => {
    expect(doorViolation('@tanstack/react-query', '/x/node_modules/some-lib/index.js')).toBeNull();
    expect(doorViolation('react', appFile)).toBeNull();
    expect(doorViolation('antd/es/locale/en_US', path.join(kitSrc, 'antd/antd-locale-ckb.ts'))).toBeNull();
    expect(doorViolation('@azmar/kit/i18n/react-i18next-subset', appFile)).toBeNull();
  });
});
