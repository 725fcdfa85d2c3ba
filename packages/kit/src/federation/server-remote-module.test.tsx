// @vitest-environment node
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRemoteModules, provideRemoteModuleLoader, useServerRemoteModule } from '@azmar/kit/federation/remote-modules';
import { createRequestContext } from '@azmar/kit/render/create-request-context';
import { RequestContextProvider } from '@azmar/kit/render/request-context';

function Section() {
  const exports = useServerRemoteModule('mfe-a', './sections') as { text: string } | undefined;
  return <p>{exports?.text ?? 'loading'}</p>;
}

async function renderWith(requestContext = createRequestContext({ language: 'en', location: { path: '/', search: '' }, timeoutMs: 1000 })) {
  const { prelude } = await prerender(
    <RequestContextProvider value={requestContext}>
      <Section />
      <Section />
    </RequestContextProvider>,
  );
  return { html: await new Response(prelude).text(), requestContext };
}

afterEach(() => {
  forgetRemoteModules('mfe-a');
  provideRemoteModuleLoader(null);
});

describe('a section of another remote in a server render', () => {
  it('is waited for, loaded once, and noted in the render as part of the page', async () => {
    const loader = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { text: 'Projects' };
    });
    provideRemoteModuleLoader(loader);
    const { html, requestContext } = await renderWith();
    expect(html).toBe('<p>Projects</p><p>Projects</p>');
    expect(loader).toHaveBeenCalledTimes(1);
    expect([...requestContext.remoteModules]).toEqual(['mfe-a/sections']);
  });

  it('that fails to load renders loading, is tried once per render, and is not noted', async () => {
    const loader = vi.fn(async () => {
      throw new Error('down');
    });
    provideRemoteModuleLoader(loader);
    const { html, requestContext } = await renderWith();
    expect(html).toBe('<p>loading</p><p>loading</p>');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(requestContext.remoteModules.size).toBe(0);
  });

  it('is nothing in the browser (no request context): the component loads it itself', async () => {
    provideRemoteModuleLoader(async () => ({ text: 'Projects' }));
    const { prelude } = await prerender(<Section />);
    expect(await new Response(prelude).text()).toBe('<p>loading</p>');
  });
});
