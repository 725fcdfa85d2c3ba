import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { queryClient } from '@azmar/kit/api/query-client';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { registerCatalogueTexts } from '../../../i18n/register-catalogue-texts';
import { construction, electronics, mechanical } from '../../../test/content-fixtures';
import { ServicesGrid } from './services-grid';

registerCatalogueTexts();

beforeEach(() => {
  queryClient.setQueryData(contentKeys.services(), [construction, electronics, mechanical]);
  window.history.replaceState(null, '', '/services');
});
afterEach(() => queryClient.clear());

const openModal = () => document.querySelector('dialog[data-modal="service"]');

describe('ServicesGrid and its modal', () => {
  it('opens the modal of a card as a new history entry (?service=id), and Back closes it', async () => {
    render(
      <KitProvider>
        <ServicesGrid />
      </KitProvider>,
    );
    const lengthBefore = window.history.length;
    const card = screen.getAllByRole('article')[1]!;
    await userEvent.click(within(card).getByRole('link', { name: 'View Details' }));
    expect(window.location.search).toBe(`?service=${electronics.id}`);
    expect(window.history.length).toBe(lengthBefore + 1);
    await waitFor(() => expect(openModal()).not.toBeNull());
    expect(within(openModal() as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('Electronics');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(openModal()).toBeNull());
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveFocus();
  });

  it('closes with its close link, leaving the URL without the parameter and focus on the opener', async () => {
    render(
      <KitProvider>
        <ServicesGrid />
      </KitProvider>,
    );
    const opener = within(screen.getAllByRole('article')[0]!).getByRole('link', { name: 'View Details' });
    await userEvent.click(opener);
    await waitFor(() => expect(openModal()).not.toBeNull());
    await userEvent.click(within(openModal() as HTMLElement).getAllByRole('link', { name: 'Close' })[0]!);
    await waitFor(() => expect(openModal()).toBeNull());
    expect(window.location.search).toBe('');
    expect(opener).toHaveFocus();
  });

  it('opens the modal of a shared link, and closing it replaces the URL rather than leaving the page', async () => {
    window.history.replaceState(null, '', `/services?service=${mechanical.id}`);
    render(
      <KitProvider>
        <ServicesGrid />
      </KitProvider>,
    );
    await waitFor(() => expect(openModal()).not.toBeNull());
    const lengthBefore = window.history.length;
    await userEvent.click(within(openModal() as HTMLElement).getAllByRole('link', { name: 'Close' })[1]!);
    await waitFor(() => expect(openModal()).toBeNull());
    expect(window.location.pathname + window.location.search).toBe('/services');
    expect(window.history.length).toBe(lengthBefore);
  });
});
