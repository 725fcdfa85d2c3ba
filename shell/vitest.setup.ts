import { vi } from 'vitest';

// jsdom does not scroll; the layout scrolls to the top on each navigation.
// Server-side tests (node environment) have no window.
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
