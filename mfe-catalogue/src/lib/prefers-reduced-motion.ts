/** Whether the visitor asked for reduced motion; `false` where there is no window (server, old test DOMs). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
