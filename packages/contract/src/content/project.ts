import type { ContentCopy } from './content-copy.js';
import type { GalleryItem } from './gallery-item.js';
import { SECTOR_ORDER } from './service.js';

/** What `GET /api/projects` sends: every key present, `null` where there is no value, timestamps as ISO-8601 UTC strings. */

export type ProjectStatus = 'completed' | 'ongoing' | 'planned';
export const PROJECT_STATUSES: readonly ProjectStatus[] = ['completed', 'ongoing', 'planned'];

/**
 * A project's sector is a code, written once for the API's DTO and the studio's form: lower-case ASCII letters, words
 * joined by single hyphens (`construction`, `poultry`, `oil-and-gas`), at most `PROJECT_SECTOR_MAX` characters. The
 * site's own sectors and any other the staff choose (`mining`) fit; a look-alike letter (a Cyrillic U+043E for the
 * `o`), a hidden character (U+200B, U+202E), a space or a capital never does, so the public pages never show a sector
 * they cannot name.
 */
export const PROJECT_SECTOR_PATTERN = /^[a-z]+(-[a-z]+)*$/;
export const PROJECT_SECTOR_MAX = 64;

/** The company's five sectors, offered first when a project's sector is written: the services' four, then poultry. */
export const PROJECT_SECTORS: readonly string[] = [...SECTOR_ORDER, 'poultry'];

export function isProjectSector(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PROJECT_SECTOR_MAX && PROJECT_SECTOR_PATTERN.test(value);
}

/**
 * Project statistics. Which keys are present selects the layout (docs/product.md §10, project card):
 * highway (totalLength, roadWidth, lanes, intersections), residential heights (buildings, villas,
 * totalUnits, totalArea), equestrian club (constructionYear), poultry slaughterhouse
 * (constructionYear as year established, productionCapacity). Units are fixed so both languages
 * format the same number: km, m, m², birds per hour.
 */
export interface ProjectStatistics {
  totalLength?: number | null; // km
  roadWidth?: number | null; // m
  lanes?: number | null;
  intersections?: number | null;
  buildings?: number | null;
  villas?: number | null;
  totalUnits?: number | null;
  totalArea?: number | null; // m²
  constructionYear?: number | null;
  productionCapacity?: number | null; // birds per hour
  overview?: string | null;
  overviewKu?: string | null;
}

export interface Interview {
  interviewee: string;
  intervieweeKu: string;
  role: string;
  roleKu: string;
  statements: string[];
  statementsKu: string[];
}

export interface Project extends ContentCopy {
  status: ProjectStatus;
  /** A sector code (`PROJECT_SECTOR_PATTERN`, e.g. `construction`, `poultry`); the UI names it, or capitalises one it has no name for. */
  sector: string;
  partnership: string | null;
  partnershipKu: string | null;
  completedAt: string | null;
  gallery: GalleryItem[] | null;
  statistics: ProjectStatistics | null;
  interviews: Interview[] | null;
}
