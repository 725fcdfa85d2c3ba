// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { facadeViolation, KIT_FACADES } from '@azmar/kit/build/kit-facades-plugin';

const kitSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appFile = path.resolve(kitSrc, '../../../mfe-home/src/features/hero/route-hero.tsx');

describe('kit facades', () => {
  it.each(Object.entries(KIT_FACADES))('refuses %s imported from an app file, naming the facade', (request, facade) => {
    const violation = facadeViolation(request, appFile);
    expect(violation).toContain(appFile);
    expect(violation).toContain(`@azmar/kit/${facade.replace(/\.ts$/, '')}`);
  });

  it.each(Object.entries(KIT_FACADES))('lets the facade module itself import %s', (request, facade) => {
    expect(facadeViolation(request, path.join(kitSrc, facade))).toBeNull();
  });

  it.each(['antd/es/card', 'antd/lib/button', 'antd/es/locale/en_US', 'react-i18next/dist/es/useTranslation', '@tanstack/react-query/build/modern/useQuery'])(
    'refuses the deep import %s from an app file',
    (request) => {
      expect(facadeViolation(request, appFile)).toContain(`imports '${request}'`);
    },
  );

  it('lets the staff area facade import antd, and nothing else beside it', () => {
    expect(facadeViolation('antd', path.join(kitSrc, 'antd/antd-staff.ts'))).toBeNull();
    expect(facadeViolation('antd', path.join(kitSrc, 'antd/antd-locale-ckb.ts'))).not.toBeNull();
    expect(facadeViolation('react-i18next', path.join(kitSrc, 'antd/antd-staff.ts'))).not.toBeNull();
  });

  it('refuses a deep antd import from a kit module other than the locale', () => {
    expect(facadeViolation('antd/es/card', path.join(kitSrc, 'theme/kit-provider.tsx'))).not.toBeNull();
    expect(facadeViolation('antd/es/card', path.join(kitSrc, 'theme/antd-facade.ts'))).toBeNull();
  });

  it('does not mistake a package whose name starts like a facade for the facade', () => {
    expect(facadeViolation('antd-style', appFile)).toBeNull();
    expect(facadeViolation('react-i18next-extra', appFile)).toBeNull();
  });

  it('refuses a facade package imported from another kit module', () => {
    expect(facadeViolation('react-i18next', path.join(kitSrc, 'i18n/i18n.ts'))).not.toBeNull();
  });

  it('lets libraries import each other, and apps import anything else', () => {
    expect(facadeViolation('@tanstack/react-query', '/x/node_modules/some-lib/index.js')).toBeNull();
    expect(facadeViolation('react', appFile)).toBeNull();
    expect(facadeViolation('antd/es/locale/en_US', path.join(kitSrc, 'antd/antd-locale-ckb.ts'))).toBeNull();
    expect(facadeViolation('@azmar/kit/i18n/react-i18next-facade', appFile)).toBeNull();
  });
});
