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
        <ServiceCard service={construction} onViewDetails={() => {}} />
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
    expect(within(card).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
  });

  it('switches to the Kurdish fields', () => {
    render(
      <KitProvider>
        <ServiceCard service={construction} onViewDetails={() => {}} />
      </KitProvider>,
    );
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(construction.titleKu);
    expect(screen.getByRole('img')).toHaveAttribute('alt', construction.titleKu);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(construction.featuresKu);
  });

  it('asks to open its details with its id and the button that opened them', async () => {
    const onViewDetails = vi.fn();
    render(
      <KitProvider>
        <ServiceCard service={construction} onViewDetails={onViewDetails} />
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'View Details' });
    await userEvent.click(button);
    expect(onViewDetails).toHaveBeenCalledWith(construction.id, button);
  });
});
