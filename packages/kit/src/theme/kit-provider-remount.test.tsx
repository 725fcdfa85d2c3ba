// A language switch must never remount an app's tree: a visitor's half-typed form would be lost.
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '@azmar/kit/antd/antd-staff';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { loadSoraniAntdLocale } from '@azmar/kit/theme/antd-locale-loader';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';

afterEach(() => useLanguageStore.getState().setLanguage('en'));

it('keeps the same input element, and what was typed in it, across both language switches and the Sorani locale arriving', async () => {
  render(
    <KitProvider>
      <input aria-label="name" />
    </KitProvider>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('name');
  input.value = 'typed before the switch';
  await act(async () => useLanguageStore.getState().setLanguage('ku'));
  await act(async () => {
    await loadSoraniAntdLocale();
  });
  expect(screen.getByLabelText('name')).toBe(input);
  await act(async () => useLanguageStore.getState().setLanguage('en'));
  expect(screen.getByLabelText('name')).toBe(input);
  expect(input.value).toBe('typed before the switch');
});
