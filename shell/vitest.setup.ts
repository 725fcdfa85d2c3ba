import { vi } from 'vitest';

// jsdom does not scroll; the frame scrolls to the top on each navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
