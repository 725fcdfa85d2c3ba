import { useState } from 'react';
import { Flex, Form, Input } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { INBOX_NAMESPACE } from '../../../i18n/contact-texts';
import type { StaffFolder } from '@azmar/contract/content/staff-inbox';
import { FOLDER_FILTERS, LANGUAGE_FILTERS, STATE_FILTERS, type InboxFilters, type LanguageFilter, type StateFilter } from '../model/inbox-filters';
import { ChoiceGroup } from './choice-group';

/** The folder, the search box (applied on Search or Enter) and the language and state filters (applied at once). */
export function InboxFiltersForm({ filters, onChange }: { filters: InboxFilters; onChange: (next: Partial<Omit<InboxFilters, 'page'>>) => void }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const [typed, setTyped] = useState(filters.q);
  const label = (value: 'all' | string, group: 'languages' | 'states') => (value === 'all' ? t('inbox.filters.all') : t(`inbox.${group}.${value}`));

  return (
    <Form layout="vertical" role="search" aria-label={t('inbox.filters.label')} data-testid="inbox-filters">
      <Flex wrap align="end" gap="middle">
        <ChoiceGroup<StaffFolder>
          name="folder"
          legend={t('inbox.filters.folder')}
          value={filters.folder}
          options={FOLDER_FILTERS.map((value) => ({ value, label: t(`inbox.folders.${value}`) }))}
          onChange={(folder) => onChange({ folder })}
        />
        <Form.Item label={t('inbox.filters.search')} htmlFor="inbox-search" style={{ flex: '1 1 18rem', marginBottom: 0 }}>
          <Input.Search
            id="inbox-search"
            name="q"
            size="large"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(q) => onChange({ q })}
            enterButton={t('inbox.filters.searchButton')}
          />
        </Form.Item>
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
      </Flex>
    </Form>
  );
}
