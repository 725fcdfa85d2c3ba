import { create } from 'zustand';
import { countInstance } from '@azmar/kit/federation/instance-count';

/**
 * THE toast store of the page: every app calls `toast()`, and the one viewport the shell renders shows what
 * is here. It is a federation singleton (kit `KIT_STATE_MODULES`), so a remote's toast reaches the shell's
 * viewport and no app needs a second toaster. Rules of docs/product.md §13.
 */

/** At most this many toasts are visible: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** How long a toast stays when nobody touches it. */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the store (closed) this long before it is removed (docs/product.md §13). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastRecord extends Required<Pick<ToastOptions, 'variant' | 'duration'>> {
  id: string;
  title?: string;
  description?: string;
  /** False once dismissed: no longer shown, removed after `TOAST_REMOVE_DELAY_MS`. */
  open: boolean;
}

interface ToastState {
  toasts: ToastRecord[];
}

export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes a toast (all of them without an id); it leaves the screen now and the store later. */
export function dismissToast(id?: string): void {
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((toast) => {
      if (id !== undefined && toast.id !== id) return toast;
      scheduleRemoval(toast.id);
      return toast.open ? { ...toast, open: false } : toast;
    }),
  }));
}

/** Shows a toast; the one on screen, if any, gives way (`TOAST_LIMIT`). */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  const record: ToastRecord = { variant: 'default', duration: TOAST_DURATION_MS, ...options, id, open: true };
  useToastStore.setState((state) => ({ toasts: [record, ...state.toasts].slice(0, TOAST_LIMIT) }));
  return { id, dismiss: () => dismissToast(id) };
}

countInstance('toast-store');
