import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './first-paint';

// The frame is driven by hand: `paintFrame()` is the browser about to draw.
let frameCallbacks: FrameRequestCallback[] = [];
const paintFrame = () => {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  for (const callback of callbacks) callback(0);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  frameCallbacks = [];
});

it('starts in the task after the next frame, not before it, and once', () => {
  const start = vi.fn();
  afterFirstPaint(start, 100);
  vi.advanceTimersByTime(50);
  expect(start).not.toHaveBeenCalled();
  paintFrame();
  expect(start).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(200);
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts after the fallback time where no frame comes (a background tab), once', () => {
  const start = vi.fn();
  afterFirstPaint(start, 100);
  vi.advanceTimersByTime(99);
  expect(start).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
  paintFrame();
  vi.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
});
