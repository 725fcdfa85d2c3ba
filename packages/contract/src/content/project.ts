import type { ContentCopy } from './content-copy.js';
import type { GalleryItem } from './gallery-item.js';

/** What `GET /api/projects` sends: every key present, `null` where there is no value, timestamps as ISO-8601 UTC strings. */

export type ProjectStatus = 'completed' | 'ongoing' | 'planned';
export const PROJECT_STATUSES: readonly ProjectStatus[] = ['completed', 'ongoing', 'planned'];

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
  /** Free text sector, lower case (e.g. `construction`, `poultry`); the UI capitalises it. */
  sector: string;
  partnership: string | null;
  partnershipKu: string | null;
  completedAt: string | null;
  gallery: GalleryItem[] | null;
  statistics: ProjectStatistics | null;
  interviews: Interview[] | null;
}
