import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { renderInKit } from '../test/render-layout-part';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

it('is the first stop of the keyboard and moves focus to the main content, in both languages, without touching the URL', async () => {
  renderInKit(
    <>
      <SkipLink />
      <button type="button">top bar</button>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        content
      </main>
    </>,
  );
  const user = userEvent.setup();
  await user.tab();
  const link = screen.getByRole('link', { name: commonEn.header.skipToContent });
  expect(link).toHaveFocus();
  const before = window.location.href;
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(window.location.href).toBe(before);

  act(() => useLanguageStore.getState().setLanguage('ku'));
  expect(screen.getByRole('link', { name: commonKu.header.skipToContent })).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
});
