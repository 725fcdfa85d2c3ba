import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setupRemoteMount } from '../../../packages/kit/test/mount-remote';
import * as lifecycles from '../app';
import { aboutEn } from '../i18n/about.en';
import { aboutKu } from '../i18n/about.ku';
import { homeEn } from '../i18n/home.en';
import { TEAM_MEMBERS } from '../features/team/model/team-members';

const mountAt = setupRemoteMount('mfe-home', lifecycles);

async function mountAbout() {
  const { domElement } = await mountAt('/about');
  // The sections below the hero are a lazy chunk: the first import takes a moment.
  await within(domElement).findByRole('heading', { name: aboutEn.values.title }, { timeout: 10_000 });
  return domElement;
}

const figures = (section: HTMLElement) => [...section.querySelectorAll('[data-stat]')].map((stat) => stat.textContent);

describe('about page', () => {
  it('has the hero, then overview, partnership, staff and core values', async () => {
    const root = await mountAbout();
    expect(within(root).getByTestId('hero')).toHaveTextContent(homeEn.about.hero.title);
    expect([...root.querySelectorAll('[data-about-section]')].map((section) => section.getAttribute('data-about-section'))).toEqual([
      'overview',
      'partnership',
      'staff',
      'values',
    ]);
  });

  it('gives the overview: established 2004, four sectors, and its four figures, in Kurdish digits in Kurdish', async () => {
    const root = await mountAbout();
    const overview = root.querySelector('[data-about-section="overview"]') as HTMLElement;
    expect(overview).toHaveTextContent('2004');
    expect(figures(overview)).toEqual([
      `${homeEn.stats.projectsCompleted}50+`,
      `${homeEn.stats.sectors}4`,
      `${homeEn.stats.satisfiedClients}100+`,
      `${homeEn.stats.years}20+`,
    ]);
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(overview).toHaveTextContent('٢٠٠٤');
    expect(within(overview).getByRole('heading', { level: 2 })).toHaveTextContent(aboutKu.overview.title);
  });

  it('names the development partner group, with the three benefit cards', async () => {
    const root = await mountAbout();
    const partnership = root.querySelector('[data-about-section="partnership"]') as HTMLElement;
    expect(within(partnership).getByTestId('partner-name')).toHaveTextContent('Zagros Development Group');
    expect(
      within(partnership)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([aboutEn.partnership.benefits.alliance.title, aboutEn.partnership.benefits.largeScale.title, aboutEn.partnership.benefits.credibility.title]);
  });

  it('shows the seven staff members in the order of docs/product.md §5, each with a distinct portrait, and the staff figures', async () => {
    const root = await mountAbout();
    const staff = root.querySelector('[data-about-section="staff"]') as HTMLElement;
    expect(
      within(staff)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(TEAM_MEMBERS.map((member) => member.name));
    const photos = within(staff).getAllByRole('img');
    expect(new Set(photos.map((photo) => photo.getAttribute('src'))).size).toBe(7);
    expect(figures(staff)).toEqual([`${homeEn.stats.teamMembers}50+`, `${homeEn.stats.engineers}15+`, `${homeEn.stats.years}20+`, `${homeEn.stats.sectors}4`]);
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(
      within(staff)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(TEAM_MEMBERS.map((member) => member.nameKu));
  });

  it('lists the four core values', async () => {
    const root = await mountAbout();
    const values = root.querySelector('[data-about-section="values"]') as HTMLElement;
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([aboutEn.values.quality.title, aboutEn.values.reliability.title, aboutEn.values.innovation.title, aboutEn.values.integrity.title]);
  });
});
