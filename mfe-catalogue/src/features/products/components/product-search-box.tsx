import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import { CATALOGUE_PAGES_NAMESPACE } from '../../../i18n/register-catalogue-page-texts';
import '@azmar/kit/theme/visually-hidden.css';

/** The search box, placeholder 'Search products...', labelled for assistive technology. */
export function ProductSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(CATALOGUE_PAGES_NAMESPACE);
  return (
    <div className="catalogue-search">
      <label className="azmar-visually-hidden" htmlFor="product-search">
        {t('products.search.label')}
      </label>
      <input
        id="product-search"
        className="catalogue-search__input"
        type="search"
        value={value}
        placeholder={t('products.search.placeholder')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
