import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { registerCatalogueTexts } from '../../../i18n/register-catalogue-texts';
import { construction } from '../../../test/content-fixtures';
import { ServiceCard } from './service-card';

registerCatalogueTexts();
afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('ServiceCard', () => {
  it('shows image, sector icon, title, description, feature bullets and View Details', () => {
    render(
      <KitProvider>
        <ServiceCard service={construction} onViewDetails={() => {}} detailsHref={`/services?service=${construction.id}`} />
      </KitProvider>,
    );
    const card = screen.getByRole('article');
    const image = within(card).getByRole('img', { name: 'Construction' });
    expect(image).toHaveAttribute('src', construction.image);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '250');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(card.querySelector('svg[data-icon="hard-hat"]')).not.toBeNull();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Construction');
    expect(card).toHaveTextContent(construction.descriptionEn);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(construction.features);
    expect(within(card).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });

  it('switches to the Kurdish fields', () => {
    render(
      <KitProvider>
        <ServiceCard service={construction} onViewDetails={() => {}} detailsHref={`/services?service=${construction.id}`} />
      </KitProvider>,
    );
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(construction.titleKu);
    expect(screen.getByRole('img')).toHaveAttribute('alt', construction.titleKu);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(construction.featuresKu);
  });

  it('links to its details and, clicked, asks to open them with its id and the link that opened them', async () => {
    const onViewDetails = vi.fn();
    render(
      <KitProvider>
        <ServiceCard service={construction} onViewDetails={onViewDetails} detailsHref={`/services?service=${construction.id}`} />
      </KitProvider>,
    );
    const link = screen.getByRole('link', { name: 'View Details' });
    expect(link).toHaveAttribute('href', `/services?service=${construction.id}`);
    await userEvent.click(link);
    expect(onViewDetails).toHaveBeenCalledWith(construction.id, link);
  });
});
