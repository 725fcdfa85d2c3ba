// @vitest-environment node
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRemoteModules, provideRemoteModuleLoader, useServerRemoteModule } from '@azmar/kit/federation/remote-modules';
import { createRenderScope } from '@azmar/kit/render/create-render-scope';
import { RenderScopeContext } from '@azmar/kit/render/render-scope';

function Section() {
  const exports = useServerRemoteModule('mfe_a', './sections') as { text: string } | undefined;
  return <p>{exports?.text ?? 'loading'}</p>;
}

async function renderWith(scope = createRenderScope({ language: 'en', location: { path: '/', search: '' }, timeoutMs: 1000 })) {
  const { prelude } = await prerender(
    <RenderScopeContext value={scope}>
      <Section />
      <Section />
    </RenderScopeContext>,
  );
  return { html: await new Response(prelude).text(), scope };
}

afterEach(() => {
  forgetRemoteModules('mfe_a');
  provideRemoteModuleLoader(null);
});

describe('a section of another remote in a server render', () => {
  it('is waited for, loaded once, and noted in the render as part of the page', async () => {
    const loader = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { text: 'Projects' };
    });
    provideRemoteModuleLoader(loader);
    const { html, scope } = await renderWith();
    expect(html).toBe('<p>Projects</p><p>Projects</p>');
    expect(loader).toHaveBeenCalledTimes(1);
    expect([...scope.remoteModules]).toEqual(['mfe_a/sections']);
  });

  it('that fails to load renders loading, is tried once per render, and is not noted', async () => {
    const loader = vi.fn(async () => {
      throw new Error('down');
    });
    provideRemoteModuleLoader(loader);
    const { html, scope } = await renderWith();
    expect(html).toBe('<p>loading</p><p>loading</p>');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(scope.remoteModules.size).toBe(0);
  });

  it('is nothing in the browser (no render scope): the component loads it itself', async () => {
    provideRemoteModuleLoader(async () => ({ text: 'Projects' }));
    const { prelude } = await prerender(<Section />);
    expect(await new Response(prelude).text()).toBe('<p>loading</p>');
  });
});
