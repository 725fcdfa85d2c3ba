import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Project } from '@azmar/contract/content/project';
import { SECTOR_ORDER } from '@azmar/contract/content/service';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../config/api-root.js';
import { fieldErrors } from '../seed/content-files.js';
import { ProjectDto } from './project.dto.js';

const projects: Project[] = JSON.parse(readFileSync(path.join(API_ROOT, 'content', 'projects.json'), 'utf8'));
const project = projects[0]!;

const SECTOR_MESSAGE = 'must be a code of lowercase letters a–z, words joined by single hyphens, at most 64 characters (e.g. construction)';

/** Every message the DTO gives for `sector` when a project has this one (as the seed and the studio check it). */
function sectorProblems(sector: unknown): string[] {
  const errors = validateSync(plainToInstance(ProjectDto, { ...project, sector }), { whitelist: true, forbidNonWhitelisted: true });
  return fieldErrors(errors).flatMap(([field, message]) => (field === 'sector' ? [message] : []));
}

describe('ProjectDto sector', () => {
  it("accepts the site's five sectors, codes of the staff's own and every sector of the content file", () => {
    const codes = [...SECTOR_ORDER, 'poultry', 'mining', 'oil-and-gas', 'a'.repeat(64), ...projects.map((p) => p.sector)];
    for (const sector of codes) expect(sectorProblems(sector), sector).toEqual([]);
  });

  it('refuses hidden characters, look-alikes, spaces, capitals and anything but single hyphens between words, with one clear message', () => {
    for (const sector of [
      'construc\u200Btion' /* zero-width space */,
      'c\u043Enstruction' /* Cyrillic о */,
      'construction\u202E' /* right-to-left override */,
      '\uFEFFconstruction' /* byte order mark */,
      ' Construction ',
      ' construction',
      'construction ',
      'construction\n',
      'Construction',
      'CONSTRUCTION',
      'oil and gas',
      'oil_and_gas',
      'construction2',
      'constrüction',
      '',
      'oil--and-gas',
      '-construction',
      'construction-',
      '-',
      'a'.repeat(65),
      'oil-and-gas-'.repeat(6),
    ]) {
      expect(sectorProblems(sector), JSON.stringify(sector)).toEqual([SECTOR_MESSAGE]);
    }
  });

  it('refuses a sector that is not text, or missing', () => {
    expect(sectorProblems(42)).toContain(SECTOR_MESSAGE);
    expect(sectorProblems(null)).toContain(SECTOR_MESSAGE);
    expect(sectorProblems(undefined)).toEqual(['is missing']);
  });
});
