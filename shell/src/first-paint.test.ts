import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, NO_CONTENTFUL_PAINT_MS } from './first-paint';

// Frames and paint entries are driven by hand: `drawFrame()` is the browser about to draw one, `reportPaint(name)`
// the browser reporting a paint to the page's observers.
let frameCallbacks: FrameRequestCallback[] = [];
const drawFrame = () => {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  for (const callback of callbacks) callback(0);
};
let observers: { callback: PerformanceObserverCallback; connected: boolean }[] = [];
const reportPaint = (name: string) => {
  const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
  for (const observer of observers) if (observer.connected) observer.callback(list, {} as PerformanceObserver);
};
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  private readonly entry: { callback: PerformanceObserverCallback; connected: boolean };
  constructor(callback: PerformanceObserverCallback) {
    this.entry = { callback, connected: false };
    observers.push(this.entry);
  }
  observe(options: PerformanceObserverInit) {
    if (options.type === 'paint') this.entry.connected = true;
  }
  disconnect() {
    this.entry.connected = false;
  }
}
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  frameCallbacks = [];
  observers = [];
});

describe('with paint timing', () => {
  it('starts in the task after the first contentful paint is reported, not at the frames before it, and once', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    drawFrame();
    drawFrame();
    vi.advanceTimersByTime(NO_CONTENTFUL_PAINT_MS - 1);
    reportPaint('first-paint');
    vi.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();
    reportPaint('first-contentful-paint');
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(NO_CONTENTFUL_PAINT_MS);
    setVisibility('hidden');
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers.every((observer) => !observer.connected)).toBe(true);
  });

  it('waits for the paint however long the first layout takes in a visible page', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
    reportPaint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a while after a drawn frame where no contentful paint is reported (a blank page)', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    drawFrame();
    drawFrame();
    vi.advanceTimersByTime(NO_CONTENTFUL_PAINT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

it('without paint timing, starts in the task after the frame that follows the first one', () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  const start = vi.fn();
  afterFirstPaint(start);
  drawFrame();
  vi.advanceTimersByTime(0);
  expect(start).not.toHaveBeenCalled();
  drawFrame();
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts at once in a hidden tab, which draws no frame', () => {
  visibility = 'hidden';
  const start = vi.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
  expect(frameCallbacks).toHaveLength(0);
});

it('starts when the tab is hidden before its first paint, once', () => {
  const start = vi.fn();
  afterFirstPaint(start);
  setVisibility('hidden');
  expect(start).toHaveBeenCalledTimes(1);
  setVisibility('visible');
  reportPaint('first-contentful-paint');
  drawFrame();
  drawFrame();
  vi.advanceTimersByTime(NO_CONTENTFUL_PAINT_MS);
  expect(start).toHaveBeenCalledTimes(1);
});
