import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { NotFoundPage } from '@azmar/kit/ui/not-found-page.tsx';

afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('NotFoundPage', () => {
  it('has the 404 title, the router hint and a link home, in both languages', () => {
    render(
      <KitProvider>
        <NotFoundPage />
      </KitProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(commonEn.notFound.title);
    expect(screen.getByText(commonEn.notFound.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: commonEn.notFound.backHome })).toHaveAttribute('href', '/?lang=en');

    expect(screen.getByTestId('not-found').querySelector('.kit-not-found__code')).toHaveTextContent('404');

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(commonKu.notFound.title);
    // The Kurdish page writes every number in Eastern Arabic digits, the decorative code too.
    expect(screen.getByTestId('not-found').querySelector('.kit-not-found__code')).toHaveTextContent('٤٠٤');
    expect(screen.getByRole('link', { name: commonKu.notFound.backHome })).toHaveAttribute('href', '/?lang=ku');
  });
});
