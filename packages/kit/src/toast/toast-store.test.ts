import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, useToastStore } from '@azmar/kit/toast/toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('holds the constants of docs/product.md §13: one visible, 5000 ms, removal after 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('adds an open toast with the default variant and duration', () => {
    const { id } = toast({ title: 'Hello', description: 'World' });
    expect(useToastStore.getState().toasts).toEqual([{ id, title: 'Hello', description: 'World', variant: 'default', duration: 5000, open: true }]);
  });

  it('keeps at most one toast: a new one replaces the one on screen', () => {
    toast({ description: 'first' });
    const second = toast({ description: 'second', variant: 'error' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second.id, description: 'second', variant: 'error' });
  });

  it('closes a dismissed toast at once and removes it only after the removal delay', () => {
    const shown = toast({ description: 'bye' });
    shown.dismiss();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('dismisses every toast when called without an id', () => {
    toast({ description: 'one' });
    dismissToast();
    expect(useToastStore.getState().toasts.every((item) => !item.open)).toBe(true);
  });
});
