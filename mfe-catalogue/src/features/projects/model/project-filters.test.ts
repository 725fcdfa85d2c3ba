import { describe, expect, it } from 'vitest';
import { filterProjects, projectSectors, STATUS_FILTERS } from './project-filters';

const projects = [
  { id: 1, status: 'completed', sector: 'construction' },
  { id: 2, status: 'ongoing', sector: 'construction' },
  { id: 3, status: 'completed', sector: 'poultry' },
  { id: 4, status: 'planned', sector: 'electronics' },
  { id: 5, status: 'ongoing', sector: 'electronics' },
] as const;

const ids = (list: readonly { id: number }[]) => list.map((project) => project.id);

describe('project filters', () => {
  it('offers All and the three statuses in the order of docs/product.md §7', () => {
    expect(STATUS_FILTERS).toEqual(['all', 'completed', 'ongoing', 'planned']);
  });

  it('lists each sector of the loaded projects once, in first-seen order', () => {
    expect(projectSectors(projects)).toEqual(['construction', 'poultry', 'electronics']);
    expect(projectSectors([])).toEqual([]);
  });

  it('lets everything through with both filters at all', () => {
    expect(ids(filterProjects(projects, { status: 'all', sector: 'all' }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by status alone and by sector alone', () => {
    expect(ids(filterProjects(projects, { status: 'ongoing', sector: 'all' }))).toEqual([2, 5]);
    expect(ids(filterProjects(projects, { status: 'all', sector: 'electronics' }))).toEqual([4, 5]);
  });

  it('combines status and sector with AND, and can match nothing', () => {
    expect(ids(filterProjects(projects, { status: 'completed', sector: 'construction' }))).toEqual([1]);
    expect(filterProjects(projects, { status: 'planned', sector: 'poultry' })).toEqual([]);
  });
});
