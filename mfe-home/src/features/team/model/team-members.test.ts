import { describe, expect, it } from 'vitest';
import { kurdishTextProblems, termProblems } from '../../../../../packages/kit/test/text-checks';
import { HOME_TEAM_IDS, membersById, TEAM_MEMBERS } from './team-members';

describe('team members', () => {
  it('are the seven of docs/product.md §5, in its order', () => {
    expect(TEAM_MEMBERS.map((member) => member.position)).toEqual([
      'CEO and Authorized Manager',
      'Operations Director',
      'Head of International Relations',
      'Construction Manager',
      'Senior Engineer',
      'Manufacturing Supervisor',
      'Quality Assurance Manager',
    ]);
  });

  it('each have their own portrait, under the site’s media folder', () => {
    const images = TEAM_MEMBERS.map((member) => member.image);
    expect(new Set(images).size).toBe(TEAM_MEMBERS.length);
    for (const image of images) expect(image).toMatch(/^\/assets\/media\/team\/[a-z-]+\.jpg$/);
    expect(new Set(TEAM_MEMBERS.map((member) => member.id)).size).toBe(TEAM_MEMBERS.length);
  });

  it('on home are the CEO, the construction manager, the operations director and the head of international relations', () => {
    expect(membersById(HOME_TEAM_IDS).map((member) => member.position)).toEqual([
      'CEO and Authorized Manager',
      'Construction Manager',
      'Operations Director',
      'Head of International Relations',
    ]);
    expect(() => membersById(['nobody'])).toThrow(/nobody/);
  });
});

describe('the people’s texts', () => {
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
