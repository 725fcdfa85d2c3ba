import { formatNumber } from '@azmar/kit/i18n/format-number';
import type { Language } from '@azmar/kit/language/language';

const two = (value: number, language: Language): string => (value < 10 ? formatNumber(0, language) : '') + formatNumber(value, language);

/**
 * When a message came, in the reader's own clock and in the order the Region writes dates, day/month/year
 * (`25/11/2026 14:05`), with Eastern Arabic digits for a Kurdish reader (`٢٥/١١/٢٠٢٦ ١٤:٠٥`). Shown only by the
 * page's code, in the browser, so the server's clock never matters.
 */
export function messageDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = [two(date.getDate(), language), two(date.getMonth() + 1, language), formatNumber(date.getFullYear(), language, { useGrouping: false })].join('/');
  return `${day} ${two(date.getHours(), language)}:${two(date.getMinutes(), language)}`;
}
