import { describe, expect, it } from 'vitest';
import { keyPaths, kurdishTextProblems, termProblems, textProblems } from '@azmar/kit/i18n/text-checks';
import { TEAM_MEMBERS } from '../lib/people/team-members';
import { aboutEn } from './about.en';
import { aboutKu } from './about.ku';
import { homeEn } from './home.en';
import { homeKu } from './home.ku';

describe.each([
  ['home', homeEn, homeKu],
  ['about', aboutEn, aboutKu],
])('%s texts', (_name, en, ku) => {
  it('has the same keys at every depth in English and Kurdish', () => {
    expect(keyPaths(ku)).toEqual(keyPaths(en));
  });

  it('has no empty strings, the right script per language and matching placeholders', () => {
    expect(textProblems(en, ku)).toEqual([]);
  });
});

describe('the people’s texts (lib/people/team-members)', () => {
  it('are in both languages, the Kurdish in Sorani with its one term per concept', () => {
    const problems = TEAM_MEMBERS.flatMap((member) =>
      (['name', 'position', 'description'] as const).flatMap((field) => {
        const en = member[field];
        const ku = member[`${field}Ku`];
        const path = `${member.id}.${field}`;
        return [...(en.trim() === '' ? [`en ${path} is empty`] : []), ...kurdishTextProblems(path, ku), ...termProblems(path, en, ku)];
      }),
    );
    expect(problems).toEqual([]);
  });
});
