import { useEffect, useRef } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { PageGetForm } from '../../../components/page-get-form';
import { CATALOGUE_PAGES_NAMESPACE } from '../../../i18n/catalogue-namespaces';
import '@azmar/kit/theme/visually-hidden.css';

/** The search's URL parameter (`?q=`). */
export const SEARCH_PARAM = 'q';

/**
 * The search box, placeholder 'Search products...', labelled for assistive technology. It is a GET form on the
 * page's own URL: Enter before or without the page's code asks the server for the results; once the code runs,
 * the list follows each keystroke and Enter sends nothing.
 */
export function ProductSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(CATALOGUE_PAGES_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const rendered = useRef({ value, onChange });
  useEffect(() => {
    // Words typed while the page's code was still on its way are in the box but not in the state the page was
    // hydrated with: apply them once, so the list and the results line follow what the visitor sees.
    const typed = input.current?.value;
    if (typed !== undefined && typed !== rendered.current.value) rendered.current.onChange(typed);
  }, []);
  return (
    <PageGetForm className="catalogue-search" role="search" sets={[SEARCH_PARAM]} onSubmit={(event) => event.preventDefault()}>
      <label className="azmar-visually-hidden" htmlFor="product-search">
        {t('products.search.label')}
      </label>
      <input
        ref={input}
        id="product-search"
        className="catalogue-search__input"
        type="search"
        name={SEARCH_PARAM}
        value={value}
        placeholder={t('products.search.placeholder')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </PageGetForm>
  );
}
