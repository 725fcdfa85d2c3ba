// Collects what a visitor's console would show as errors: uncaught exceptions and console.error lines.
import type { Page } from '@playwright/test';

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  return problems;
}

/** Console lines Chromium itself writes for a request that failed, which a test made fail on purpose. */
export function isNetworkFailureLine(line: string): boolean {
  return line.startsWith('Failed to load resource');
}
