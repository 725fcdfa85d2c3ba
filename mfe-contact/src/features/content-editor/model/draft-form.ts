import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { ProjectStatistics } from '@azmar/contract/content/project';
import type { AnyContentDraft } from '@azmar/contract/staff/content-items';
import { layoutOf, statisticsFor, type StatisticsLayout } from './statistics-layout';

/** Fields the API keeps as `null` when they hold nothing (an empty text or list is sent as null). */
const NULLABLE = new Set([
  'video',
  'videoDescriptionEn',
  'videoDescriptionKu',
  'detailedFeaturesEn',
  'detailedFeaturesKu',
  'partnership',
  'partnershipKu',
  'completedAt',
  'gallery',
  'statistics',
  'interviews',
  'videoUrl',
  'videoCaption',
  'videoCaptionKu',
  'linkedinUrl',
]);

export type DraftFormValues = Record<string, unknown> & { statisticsLayout?: StatisticsLayout };

/** The form's values for a draft: lists as lists (never null, so a list field can add to them), and a project's statistics layout. */
export function formValuesOf(kind: ContentKind, draft: AnyContentDraft): DraftFormValues {
  const values: DraftFormValues = {};
  for (const [key, value] of Object.entries(draft)) values[key] = value === null && NULLABLE.has(key) && key !== 'statistics' ? emptyOf(key) : value;
  // A day is what the field asks for; the API keeps a timestamp.
  if (typeof values.completedAt === 'string') values.completedAt = values.completedAt.slice(0, 10);
  if (kind === 'projects') values.statisticsLayout = layoutOf((draft as unknown as { statistics: ProjectStatistics | null }).statistics);
  return values;
}

function emptyOf(key: string): unknown {
  return ['detailedFeaturesEn', 'detailedFeaturesKu', 'gallery', 'interviews'].includes(key) ? [] : '';
}

/** Trims a text, and every text inside lists and objects, so a stray space never reaches a page. */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The draft to save: the form's values over the draft it was opened with (a key the form does not show is kept as
 * it was), texts trimmed, blank lines of lists dropped, nothing as null where the API keeps null, and a project's
 * statistics as the chosen layout's keys.
 */
export function draftOf(kind: ContentKind, values: DraftFormValues, base: AnyContentDraft): AnyContentDraft {
  const { statisticsLayout, ...fields } = values;
  const draft: Record<string, unknown> = { ...base };
  for (const [key, raw] of Object.entries(fields)) {
    if (!(key in base)) continue;
    let value = trimmed(raw);
    if (Array.isArray(value) && value.every((line) => typeof line === 'string')) value = value.filter((line) => line !== '');
    draft[key] = NULLABLE.has(key) && isEmpty(value) ? null : value;
  }
  if (typeof draft.completedAt === 'string') draft.completedAt = timestampOfDay(draft.completedAt, (base as { completedAt?: unknown }).completedAt);
  if (kind === 'projects')
    draft.statistics = statisticsFor(statisticsLayout ?? 'none', fields.statistics as Partial<Record<keyof ProjectStatistics, unknown>> | undefined);
  return draft as AnyContentDraft;
}

/** The day the form shows as the API's timestamp: the one kept when the day is unchanged, else that day's midnight UTC. */
function timestampOfDay(day: string, before: unknown): string {
  if (typeof before === 'string' && before.slice(0, 10) === day) return before;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : day;
}
