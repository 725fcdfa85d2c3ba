import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { registerCatalogueTexts } from '../../../i18n/register-catalogue-texts';
import { highway, solar } from '../../../test/content-fixtures';
import { ProjectCard } from './project-card';

registerCatalogueTexts();
afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('ProjectCard', () => {
  it('shows image, partnership badge, title, description, a green completed badge and View Details', async () => {
    const onViewDetails = vi.fn();
    render(
      <KitProvider>
        <ProjectCard project={highway} onViewDetails={onViewDetails} detailsHref={`/projects?project=${highway.id}`} />
      </KitProvider>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Highway' })).toHaveAttribute('height', '250');
    expect(card.querySelector('.catalogue-badge--partner')).toHaveTextContent('Zagros Development Group');
    const status = card.querySelector('[data-status]');
    expect(status).toHaveTextContent('Completed');
    expect(status).toHaveClass('catalogue-badge--green');
    expect(card).toHaveTextContent(highway.descriptionEn);
    // A link to the page with the modal open (what a press before or without the code follows); a click opens it in place.
    const link = within(card).getByRole('link', { name: 'View Details' });
    expect(link).toHaveAttribute('href', `/projects?project=${highway.id}`);
    await userEvent.click(link);
    expect(onViewDetails).toHaveBeenCalledWith(highway.id, link);
  });

  it('shows a blue ongoing badge and no partnership badge without a partnership, in Kurdish too', () => {
    render(
      <KitProvider>
        <ProjectCard project={solar} onViewDetails={() => {}} detailsHref="/projects?project=2" />
      </KitProvider>,
    );
    const card = screen.getByRole('article');
    expect(card.querySelector('.catalogue-badge--partner')).toBeNull();
    expect(card.querySelector('[data-status]')).toHaveClass('catalogue-badge--blue');
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(card.querySelector('[data-status]')).toHaveTextContent(commonKu.statuses.ongoing);
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(solar.titleKu);
    expect(card).toHaveTextContent(solar.descriptionKu);
  });
});
