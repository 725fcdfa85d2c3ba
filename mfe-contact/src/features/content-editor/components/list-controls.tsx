import { Button, Space } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';

/** Move up, move down and remove for one entry of a list, each named for the entry (a screen reader hears which). */
export function ListControls({
  what,
  index,
  count,
  move,
  remove,
}: {
  what: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <Space size="small">
      <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`${t('content.moveUp')}: ${what}`}>
        ↑
      </Button>
      <Button size="small" disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={`${t('content.moveDown')}: ${what}`}>
        ↓
      </Button>
      <Button size="small" danger onClick={() => remove(index)} aria-label={t('content.removeLabel', { what })}>
        {t('content.remove')}
      </Button>
    </Space>
  );
}
