import { Tag } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { INBOX_NAMESPACE } from '../../../i18n/contact-texts';

// Dark colours of our own: antd writes the words in that colour on a light tint of it, readable by WCAG (axe).
const COLOURS = { waiting: '#7a4100', handled: '#05603a' } as const;

/** Waiting or handled, as a small label (in words, not only a colour). */
export function HandledState({ handled }: { handled: boolean }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const state = handled ? 'handled' : 'waiting';
  return (
    <Tag color={COLOURS[state]} data-testid="inbox-state">
      {t(`inbox.states.${state}`)}
    </Tag>
  );
}
