// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { addAppTexts, i18nIn } from '@azmar/kit/i18n/i18n';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { createRequestContext } from '@azmar/kit/render/create-request-context';
import { RequestContextProvider } from '@azmar/kit/render/request-context';

addAppTexts(
  'facade-test',
  { label: 'Paver blocks', photo: 'Photo {{number}} of {{total}}', list: ['a', 'b'] },
  { label: 'بلۆکی ڕێگا', photo: 'وێنەی {{number}} لە {{total}}', list: ['ا', 'ب'] },
);

function Texts({ total }: { total: number }) {
  const { t } = useTranslation('facade-test');
  return (
    <p>
      {t('label')}|{t('missing', { defaultValue: 'Poultry' })}|{t('photo', { number: 1, total })}|{String(t('list', { returnObjects: true }))}
    </p>
  );
}

const renderIn = (language: 'en' | 'ku', total: number) =>
  renderToStaticMarkup(
    <RequestContextProvider value={createRequestContext({ language, location: { path: '/', search: '' }, timeoutMs: 1000 })}>
      <Texts total={total} />
    </RequestContextProvider>,
  );

it("on the server, looks each text up once per language and set of plain options, and gives each render its language's", () => {
  const lookups = { en: vi.spyOn(i18nIn('en'), 't'), ku: vi.spyOn(i18nIn('ku'), 't') };
  expect(renderIn('en', 3)).toBe('<p>Paver blocks|Poultry|Photo 1 of 3|a,b</p>');
  const firstLookups = lookups.en.mock.calls.length;
  expect(renderIn('en', 3)).toBe('<p>Paver blocks|Poultry|Photo 1 of 3|a,b</p>');
  // Only the lookup whose options are not plain strings and numbers (`returnObjects`) ran again.
  expect(lookups.en.mock.calls.length - firstLookups).toBe(1);
  // Other options are another text.
  expect(renderIn('en', 4)).toBe('<p>Paver blocks|Poultry|Photo 1 of 4|a,b</p>');
  expect(renderIn('ku', 3)).toBe('<p>بلۆکی ڕێگا|Poultry|وێنەی 1 لە 3|ا,ب</p>');
});
