/** The company's claims of docs/product.md §15, as the stat rows show them (each value reads as "N+"). */
type StatKey = 'years' | 'teamMembers' | 'sectors' | 'successfulProjects' | 'projectsCompleted' | 'satisfiedClients' | 'engineers';

export interface Stat {
  key: StatKey;
  value: number;
  /** "20+" rather than "20": the figures of docs/product.md §15 are lower bounds, except the sector count. */
  orMore: boolean;
}

const stat = (key: StatKey, value: number, orMore = true): Stat => ({ key, value, orMore });

/** Home's team section. */
export const TEAM_SECTION_STATS: readonly Stat[] = [stat('years', 20), stat('teamMembers', 50), stat('sectors', 4, false), stat('successfulProjects', 100)];

/** About: company overview. */
export const OVERVIEW_STATS: readonly Stat[] = [stat('projectsCompleted', 50), stat('sectors', 4, false), stat('satisfiedClients', 100), stat('years', 20)];

/** About: staff section. */
export const STAFF_STATS: readonly Stat[] = [stat('teamMembers', 50), stat('engineers', 15), stat('years', 20), stat('sectors', 4, false)];
