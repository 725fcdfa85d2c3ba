import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { provideRemoteModuleLoader } from '@azmar/kit/federation/remote-modules';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { setupRemoteMount } from '../../../packages/kit/test/mount-remote';
import * as lifecycles from '../app';
import { homeEn } from '../i18n/home.en';
import { homeKu } from '../i18n/home.ku';
import { HOME_TEAM_IDS, membersById } from '../features/team/model/team-members';
import { HERO_POSTER_SRC, HERO_RESTART_SECONDS } from '../features/home-hero/components/hero-video';

const mountAt = setupRemoteMount('mfe-home', lifecycles);

beforeEach(() =>
  provideRemoteModuleLoader(async () => ({
    ProjectsSection: () => <section data-home-section="projects" />,
    ServicesSection: () => <section data-home-section="services" />,
    ProductsSection: () => <section data-home-section="products" />,
  })),
);
afterEach(() => provideRemoteModuleLoader(null));

async function mountHome() {
  const { domElement } = await mountAt('/');
  await within(domElement).findByText('', { selector: '[data-home-section="products"]' });
  return domElement;
}

const sectionOrder = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-testid="hero"], [data-home-section]')].map((el) => el.getAttribute('data-home-section') ?? 'hero');

describe('home page', () => {
  it('has the sections of docs/product.md §4, top to bottom', async () => {
    const root = await mountHome();
    expect(sectionOrder(root)).toEqual(['hero', 'about', 'projects', 'services', 'features', 'team', 'products', 'cta']);
  });

  it('opens with the hero: title, subtitle, partnership line, the four themes, Learn More and Contact Us', async () => {
    const root = await mountHome();
    const hero = within(root).getByTestId('hero');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(homeEn.home.hero.title);
    expect(within(hero).getByTestId('hero-partnership')).toHaveTextContent('Zagros Development Group');
    expect(
      within(hero)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([commonEn.sectors.construction, commonEn.sectors.manufacturing, commonEn.sectors.electronics, commonEn.sectors.mechanical]);
    expect(within(hero).getByRole('link', { name: `${commonEn.actions.learnMore} ${homeEn.home.aboutLinkPurpose}` })).toHaveAttribute('href', '/about?lang=en');
    expect(within(hero).getByRole('link', { name: commonEn.actions.contactUs })).toHaveAttribute('href', '/contact?lang=en&from=home');
  });

  it('names its links to /about in full (Learn More / View Details, then whom about), showing only the label of docs/product.md §4', async () => {
    const root = await mountHome();
    const hero = within(root).getByTestId('hero');
    const about = root.querySelector<HTMLElement>('[data-home-section="about"]')!;
    const learnMore = within(hero).getByRole('link', { name: `${commonEn.actions.learnMore} ${homeEn.home.aboutLinkPurpose}` });
    const viewDetails = within(about).getByRole('link', { name: `${commonEn.actions.viewDetails} ${homeEn.home.aboutLinkPurpose}` });
    for (const link of [learnMore, viewDetails]) {
      expect(link).toHaveAttribute('href', '/about?lang=en');
      expect(link.querySelector('.azmar-visually-hidden')).toHaveTextContent(homeEn.home.aboutLinkPurpose);
    }
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(learnMore).toHaveAccessibleName(`${commonKu.actions.learnMore} ${homeKu.home.aboutLinkPurpose}`);
    expect(viewDetails).toHaveAccessibleName(`${commonKu.actions.viewDetails} ${homeKu.home.aboutLinkPurpose}`);
  });

  it('has a muted, autoplaying, looping background video with a poster and the fallback text, and no source before the page is idle', async () => {
    const root = await mountHome();
    const video = within(root).getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', HERO_POSTER_SRC);
    expect(video).toHaveTextContent(commonEn.media.videoFallback);
    expect(video.getAttribute('src')).toBeNull();
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(video).toHaveTextContent(commonKu.media.videoFallback);
  });

  it('restarts the video from 0 when it reaches 56 seconds, not before', async () => {
    const root = await mountHome();
    const video = within(root).getByTestId('hero-video') as HTMLVideoElement;
    video.currentTime = HERO_RESTART_SECONDS - 1;
    fireEvent.timeUpdate(video);
    expect(video.currentTime).toBe(HERO_RESTART_SECONDS - 1);
    video.currentTime = HERO_RESTART_SECONDS;
    fireEvent.timeUpdate(video);
    expect(video.currentTime).toBe(0);
  });

  it('turns the theme captions one at a time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const root = await mountHome();
      const active = () => [...root.querySelectorAll('[data-theme][data-active="true"]')].map((item) => item.getAttribute('data-theme'));
      expect(active()).toEqual(['construction']);
      act(() => vi.advanceTimersByTime(3500));
      expect(active()).toEqual(['manufacturing']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the about section with the partnership highlight and View Details to /about', async () => {
    const root = await mountHome();
    const about = root.querySelector('[data-home-section="about"]') as HTMLElement;
    expect(within(about).getByTestId('partnership-highlight')).toHaveTextContent('Zagros Development Group');
    expect(within(about).getByRole('link', { name: `${commonEn.actions.viewDetails} ${homeEn.home.aboutLinkPurpose}` })).toHaveAttribute(
      'href',
      '/about?lang=en',
    );
  });

  it('shows the transportation and quality feature cards with their four points each', async () => {
    const root = await mountHome();
    const cards = [...root.querySelectorAll('[data-feature-card]')] as HTMLElement[];
    expect(cards.map((card) => card.getAttribute('data-feature-card'))).toEqual(['transportation', 'quality']);
    expect(
      within(cards[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(homeEn.home.features.transportation.points));
    expect(within(cards[1] as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows four team members with portrait, name, position and description, and the four figures, in both languages', async () => {
    const root = await mountHome();
    const team = root.querySelector('[data-home-section="team"]') as HTMLElement;
    const expected = membersById(HOME_TEAM_IDS);
    const cards = [...team.querySelectorAll('[data-member]')] as HTMLElement[];
    expect(cards.map((card) => card.getAttribute('data-member'))).toEqual([...HOME_TEAM_IDS]);
    const first = cards[0] as HTMLElement;
    const ceo = expected[0]!;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(ceo.name);
    expect(first).toHaveTextContent(ceo.position);
    expect(first).toHaveTextContent(ceo.description);
    const photo = within(first).getByRole('img');
    expect(photo).toHaveAttribute('src', ceo.image);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(photo.getAttribute('alt')).toContain(ceo.name);
    const figures = () => [...team.querySelectorAll('[data-stat]')].map((stat) => stat.textContent);
    expect(figures()).toEqual([
      `${homeEn.stats.years}20+`,
      `${homeEn.stats.teamMembers}50+`,
      `${homeEn.stats.sectors}4`,
      `${homeEn.stats.successfulProjects}100+`,
    ]);

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(ceo.nameKu);
    expect(first).toHaveTextContent(ceo.descriptionKu);
    expect(photo.getAttribute('alt')).toContain(ceo.nameKu);
    expect(figures()).toEqual([
      `${homeKu.stats.years}٢٠+`,
      `${homeKu.stats.teamMembers}٥٠+`,
      `${homeKu.stats.sectors}٤`,
      `${homeKu.stats.successfulProjects}١٠٠+`,
    ]);
  });

  it('closes with Contact Us and Get Quote, both to /contact, saying they came from home', async () => {
    const root = await mountHome();
    const cta = root.querySelector('[data-home-section="cta"]') as HTMLElement;
    expect(within(cta).getByRole('link', { name: commonEn.actions.contactUs })).toHaveAttribute('href', '/contact?lang=en&from=home');
    expect(within(cta).getByRole('link', { name: commonEn.actions.getQuote })).toHaveAttribute('href', '/contact?lang=en&from=home');
  });
});
