import type { Project, ProjectStatus } from '@azmar/contract/content/project';

export const ALL = 'all';

/** The status filter's buttons, in the order of docs/product.md §7. */
export const STATUS_FILTERS: readonly (ProjectStatus | typeof ALL)[] = [ALL, 'completed', 'ongoing', 'planned'];

/** The distinct sectors of the loaded projects, in the order they first appear. */
export function projectSectors(projects: readonly Pick<Project, 'sector'>[]): string[] {
  return [...new Set(projects.map((project) => project.sector))];
}

/** Status and sector combine with AND; `all` lets every value through. */
export function filterProjects<T extends Pick<Project, 'status' | 'sector'>>(projects: readonly T[], filters: { status: string; sector: string }): T[] {
  return projects.filter(
    (project) => (filters.status === ALL || project.status === filters.status) && (filters.sector === ALL || project.sector === filters.sector),
  );
}
