import { act, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { catalogueModalsEn } from '../../../i18n/catalogue-modals.en';
import { registerCatalogueTexts } from '../../../i18n/register-catalogue-texts';
import { club, highway, solar } from '../../../test/content-fixtures';
import ProjectModal from './project-modal';

registerCatalogueTexts();
afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

const dialog = () => document.querySelector('dialog[data-modal="project"]') as HTMLElement;
const texts = (modal: HTMLElement, selector: string) => [...modal.querySelectorAll(selector)].map((node) => node.textContent);

describe('ProjectModal', () => {
  it('ends with Get Quote, which tells the contact form the page and the project; on home, that it came from home', () => {
    window.history.replaceState(null, '', '/projects');
    const { unmount } = render(
      <KitProvider>
        <ProjectModal project={solar} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    expect(dialog().querySelector('[data-part="quote"]')).toHaveAttribute('href', `/contact?lang=en&from=projects&about=project-${solar.id}`);
    unmount();
    window.history.replaceState(null, '', '/');
    render(
      <KitProvider>
        <ProjectModal project={solar} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    expect(dialog().querySelector('[data-part="quote"]')).toHaveAttribute('href', `/contact?lang=en&from=home&about=project-${solar.id}`);
  });

  it('shows title, description, status, partnership and sector badges, the image, thumbnails and the highway statistics', async () => {
    render(
      <KitProvider>
        <ProjectModal project={highway} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    const modal = dialog();
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Highway');
    expect(modal).toHaveTextContent(highway.descriptionEn);
    expect(modal.querySelector('[data-status]')).toHaveTextContent('Completed');
    expect(modal.querySelector('.catalogue-badge--partner')).toHaveTextContent('Zagros Development Group');
    expect(modal.querySelector('[data-sector]')).toHaveTextContent('Sector: Construction');
    const media = modal.querySelector('[data-part="media"]') as HTMLElement;
    expect(media.querySelector('img.detail-dialog__media')).toHaveAttribute('src', highway.image);
    const thumbnails = within(media).getAllByRole('button');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(thumbnails[2]!);
    const video = media.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/assets/media/test/drive.mp4');
    expect(video.autoplay).toBe(false);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');

    const statistics = modal.querySelector('[data-part="statistics"]') as HTMLElement;
    expect(statistics).toHaveAttribute('data-layout', 'highway');
    expect(texts(statistics, 'dt')).toEqual(['Total Length', 'Road Width', 'Lanes', 'Intersections']);
    expect(texts(statistics, 'dd')).toEqual(['42 km', '24 m', '4', '6']);
    expect(modal.querySelector('[data-part="overview"]')).toHaveTextContent('Ahead of schedule');
    expect(modal.querySelector('[data-part="interviews"]')).toBeNull();
  });

  it('opens the equestrian club on its first video, autoplaying muted, with its statistics and interviews', () => {
    render(
      <KitProvider>
        <ProjectModal project={club} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    const modal = dialog();
    const video = modal.querySelector('[data-part="media"] video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/assets/media/test/tour.mp4');
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(texts(modal, '[data-part="statistics"] dd')).toEqual(['2021', 'Certified', 'International']);
    const interview = modal.querySelector('[data-interviewee="Karwan Aziz"]') as HTMLElement;
    expect(interview).toHaveTextContent('Club manager');
    expect(texts(interview, 'blockquote')).toEqual(['We ride all year.']);
  });

  it('shows the statistics and overview in Kurdish with Eastern Arabic digits', () => {
    render(
      <KitProvider>
        <ProjectModal project={club} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    act(() => useLanguageStore.getState().setLanguage('ku'));
    const modal = dialog();
    expect(texts(modal, '[data-part="statistics"] dd')[0]).toBe('٢٠٢١');
    expect(modal.querySelector('[data-part="overview"]')).toHaveTextContent('بڕوانامەدار');
    expect(modal.querySelector('[data-interviewee="Karwan Aziz"] blockquote')).toHaveTextContent('هەموو ساڵ سوار دەبین.');
  });

  it('has no thumbnails with one media item and no statistics without them', () => {
    render(
      <KitProvider>
        <ProjectModal project={solar} onClose={() => {}} closeHref="/page" />
      </KitProvider>,
    );
    const modal = dialog();
    expect(modal.querySelector('[data-part="thumbnails"]')).toBeNull();
    expect(modal.querySelector('[data-part="statistics"]')).toBeNull();
    expect(within(modal).queryAllByRole('button', { name: catalogueModalsEn.project.video })).toHaveLength(0);
  });
});
