import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { LanguageToggle } from '@azmar/kit/language/language-toggle.tsx';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

const toggle = () => screen.getByTestId('language-toggle');
const renderToggle = () =>
  render(
    <KitProvider>
      <LanguageToggle />
    </KitProvider>,
  );

beforeEach(() => window.history.replaceState(null, '', '/projects?category=construction'));
afterEach(() => {
  act(() => useLanguageStore.setState({ language: 'en' }));
  window.history.replaceState(null, '', '/');
});

describe('LanguageToggle', () => {
  it('is a link to this page in the other language, the other parameters kept', () => {
    renderToggle();
    expect(toggle().tagName).toBe('A');
    expect(toggle()).toHaveAttribute('href', '/projects?category=construction&lang=ku');
    expect(toggle()).toHaveAttribute('hreflang', 'ckb');
    expect(toggle()).toHaveAccessibleName(`English – ${commonEn.header.switchLanguage}`);

    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(toggle()).toHaveAttribute('href', '/projects?category=construction&lang=en');
    expect(toggle()).toHaveAttribute('hreflang', 'en');
    expect(toggle()).toHaveAccessibleName(`کوردی – ${commonKu.header.switchLanguage}`);
  });

  it('switches on the page when clicked, naming the new language in a URL that named none', () => {
    renderToggle();
    const followed = fireEvent.click(toggle());
    expect(followed).toBe(false);
    expect(useLanguageStore.getState().language).toBe('ku');
    expect(window.location.pathname + window.location.search).toBe('/projects?category=construction&lang=ku');
    expect(toggle()).toHaveAttribute('href', '/projects?category=construction&lang=en');
  });

  it('rewrites a URL that names the language, so a reload or a shared link keeps the new one', () => {
    window.history.replaceState(null, '', '/projects?lang=en&category=construction#list');
    renderToggle();
    fireEvent.click(toggle());
    expect(useLanguageStore.getState().language).toBe('ku');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/projects?lang=ku&category=construction#list');
    expect(toggle()).toHaveAttribute('href', '/projects?lang=en&category=construction');
  });

  it('leaves a click meant for a new tab to the browser', () => {
    renderToggle();
    const followed = fireEvent.click(toggle(), { ctrlKey: true });
    expect(followed).toBe(true);
    expect(useLanguageStore.getState().language).toBe('en');
  });
});
