import type { Language } from '@azmar/contract/content/language';

/** The company's clock: Sulaymaniyah keeps Arabia Standard Time (UTC+3) all year. */
const COMPANY_TIME_ZONE = 'Asia/Baghdad';
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const EASTERN_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Western digits as the reader writes them: Eastern Arabic ones (٠-٩) for a Kurdish reader. */
export function localDigits(text: string, language: Language): string {
  return language === 'ku' ? text.replace(/[0-9]/g, (d) => EASTERN_DIGITS[Number(d)]!) : text;
}

/** Day/month/year and the time on the company's clock, as the Region writes them: `25/11/2026 14:05` (`٢٥/١١/٢٠٢٦ ١٤:٠٥`). */
export function mailDate(date: Date, language: Language): string {
  const part = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return localDigits(`${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`, language);
}
