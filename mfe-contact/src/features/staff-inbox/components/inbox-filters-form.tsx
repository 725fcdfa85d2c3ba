import { useState, type FormEvent } from 'react';
import { Button } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';
import type { StaffFolder } from '@azmar/contract/content/staff-inbox';
import { FOLDER_FILTERS, LANGUAGE_FILTERS, STATE_FILTERS, type InboxFilters, type LanguageFilter, type StateFilter } from '../model/inbox-filters';
import { ChoiceGroup } from './choice-group';

/** The folder, the search box (applied on Search or Enter) and the language and state filters (applied at once). */
export function InboxFiltersForm({ filters, onChange }: { filters: InboxFilters; onChange: (next: Partial<Omit<InboxFilters, 'page'>>) => void }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const [typed, setTyped] = useState(filters.q);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: typed });
  };

  const label = (value: 'all' | string, group: 'languages' | 'states') => (value === 'all' ? t('inbox.filters.all') : t(`inbox.${group}.${value}`));

  return (
    <form className="inbox-filters" role="search" aria-label={t('inbox.filters.label')} onSubmit={onSubmit} data-testid="inbox-filters">
      <ChoiceGroup<StaffFolder>
        name="folder"
        legend={t('inbox.filters.folder')}
        value={filters.folder}
        options={FOLDER_FILTERS.map((value) => ({ value, label: t(`inbox.folders.${value}`) }))}
        onChange={(folder) => onChange({ folder })}
      />
      <div className="inbox-field inbox-filters__search">
        <label htmlFor="inbox-search">{t('inbox.filters.search')}</label>
        <div className="inbox-filters__search-row">
          <input id="inbox-search" name="q" type="search" className="inbox-input" value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Button size="large" type="primary" htmlType="submit">
            {t('inbox.filters.searchButton')}
          </Button>
        </div>
      </div>
      <ChoiceGroup<LanguageFilter>
        name="language"
        legend={t('inbox.filters.language')}
        value={filters.language}
        options={LANGUAGE_FILTERS.map((value) => ({ value, label: label(value, 'languages') }))}
        onChange={(language) => onChange({ language })}
      />
      <ChoiceGroup<StateFilter>
        name="state"
        legend={t('inbox.filters.state')}
        value={filters.state}
        options={STATE_FILTERS.map((value) => ({ value, label: label(value, 'states') }))}
        onChange={(state) => onChange({ state })}
      />
    </form>
  );
}
