import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';

const KURDISH = 'تابلۆی کۆنترۆڵی PLC لەگەڵ بەرگەگری IP54';

describe('LatinRuns', () => {
  it('marks each Latin run of a Kurdish text as English, left to right, and nothing else', () => {
    expect(
      renderToString(
        <p>
          <LatinRuns text={KURDISH} />
        </p>,
      ),
    ).toBe('<p>تابلۆی کۆنترۆڵی <span lang="en" dir="ltr">PLC</span> لەگەڵ بەرگەگری <span lang="en" dir="ltr">IP54</span></p>');
    expect(
      renderToString(
        <p>
          <LatinRuns text="بلۆکی شۆستەی شەشگۆشە" />
        </p>,
      ),
    ).toBe('<p>بلۆکی شۆستەی شەشگۆشە</p>');
    expect(
      renderToString(
        <p>
          <LatinRuns text="Control panel with PLC" />
        </p>,
      ),
    ).toBe('<p>Control panel with PLC</p>');
  });

  it('is hydrated in the browser without a change: the same markup, no hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <p>
        <LatinRuns text={KURDISH} />
      </p>,
    );
    const before = container.innerHTML;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <p>
          <LatinRuns text={KURDISH} />
        </p>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect([...container.querySelectorAll('span[lang="en"][dir="ltr"]')].map((span) => span.textContent)).toEqual(['PLC', 'IP54']);
  });
});
