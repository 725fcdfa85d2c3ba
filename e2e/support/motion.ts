// What moves on a page: every element (and its ::before/::after) whose computed animation or transition lasts
// longer than a limit, and every animation the document is running longer than it.
import type { Page } from '@playwright/test';

export interface Motion {
  /** Elements whose CSS declares a longer animation or transition, named by tag and classes. */
  declared: string[];
  /** Animations and transitions running now (document.getAnimations()), by name and duration. */
  running: string[];
}

export async function motionLongerThan(page: Page, limitSeconds: number): Promise<Motion> {
  return page.evaluate((limit) => {
    const seconds = (list: string) => Math.max(...list.split(',').map((value) => (value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value))));
    const declared: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > limit;
        const transitioned = style.transitionProperty !== 'none' && seconds(style.transitionDuration) > limit;
        if (!animated && !transitioned) continue;
        const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        declared.push(
          `${element.tagName.toLowerCase()}${classes}${pseudo ?? ''}: ${animated ? `animation ${style.animationName} ${style.animationDuration}` : `transition ${style.transitionProperty} ${style.transitionDuration}`}`,
        );
      }
    }
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && Number(animation.effect?.getTiming().duration ?? 0) > limit * 1000)
      .map(
        (animation) =>
          `${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? 'animation'} ${String(animation.effect?.getTiming().duration)}ms`,
      );
    return { declared, running };
  }, limitSeconds);
}
