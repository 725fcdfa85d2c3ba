import { formatNumber } from '@azmar/kit/i18n/format-number';
import { Button, Flex, Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { INBOX_NAMESPACE } from '../i18n/contact-texts';

/** Previous and next page of a staff list (the inbox, the media picker), and where the reader is. */
export function ListPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <Flex component="nav" wrap align="center" justify="space-between" gap="small" aria-label={t('inbox.pager.label')} data-testid="list-pager">
      <Button size="large" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('inbox.pager.previous')}
      </Button>
      <Typography.Text aria-live="polite">
        {t('inbox.pager.status', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}
      </Typography.Text>
      <Button size="large" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('inbox.pager.next')}
      </Button>
    </Flex>
  );
}
