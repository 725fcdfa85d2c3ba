import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { toast, TOAST_DURATION_MS, useToastStore } from '@azmar/kit/toast/toast-store';
import { ToastViewport } from '@azmar/kit/toast/toast-viewport.tsx';

function renderViewport() {
  return render(
    <KitProvider>
      <button type="button">elsewhere</button>
      <ToastViewport />
    </KitProvider>,
  );
}

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => {
  vi.useRealTimers();
  act(() => useLanguageStore.setState({ language: 'en' }));
});

describe('ToastViewport', () => {
  it("is a polite region labelled 'Notification', present before any toast", () => {
    renderViewport();
    const region = screen.getByRole('region', { name: commonEn.toast.regionLabel });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('labels the region in Kurdish when the page is Kurdish', () => {
    act(() => useLanguageStore.setState({ language: 'ku' }));
    renderViewport();
    expect(screen.getByRole('region', { name: commonKu.toast.regionLabel })).toBeInTheDocument();
  });

  it('moves focus to the region on F8', () => {
    renderViewport();
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: commonEn.toast.regionLabel })).toHaveFocus();
  });

  it('shows one toast at a time, inside the live region', async () => {
    renderViewport();
    act(() => void toast({ title: 'First', description: 'one' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second', description: 'two' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByTestId('toast').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('closes with its close button', async () => {
    renderViewport();
    act(() => void toast({ description: 'closable' }));
    fireEvent.click(await screen.findByRole('button', { name: commonEn.actions.close }));
    await waitFor(() => expect(screen.queryByText('closable')).toBeNull());
  });

  it('closes by itself after its duration', async () => {
    renderViewport();
    act(() => void toast({ description: 'timed' }));
    await screen.findByText('timed');
    vi.useFakeTimers();
    // The card's timer started with real timers; a new toast starts one under the fake clock.
    act(() => void toast({ description: 'timed again' }));
    expect(screen.getByText('timed again')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(screen.getByText('timed again')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByText('timed again')).toBeNull();
  });

  it('is dismissed by a swipe to the right past 50 px, not by a shorter one or one to the left', async () => {
    renderViewport();
    act(() => void toast({ description: 'swipe me' }));
    const card = await screen.findByTestId('toast');
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: from });
      fireEvent.pointerMove(card, { pointerId: 1, clientX: to });
      fireEvent.pointerUp(card, { pointerId: 1, clientX: to });
    };
    swipe(100, 140);
    expect(screen.getByText('swipe me')).toBeInTheDocument();
    swipe(100, 20);
    expect(screen.getByText('swipe me')).toBeInTheDocument();
    swipe(100, 160);
    await waitFor(() => expect(screen.queryByText('swipe me')).toBeNull());
  });
});
