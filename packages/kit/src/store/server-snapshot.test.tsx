// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { expect, it } from 'vitest';
import { currentServerSnapshot, freezeServerSnapshot } from '@azmar/kit/store/server-snapshot';

it('makes a store render its current state on the server, persisted or not (zustand would render the initial one)', () => {
  const plain = create<{ word: string }>()(currentServerSnapshot(() => ({ word: 'initial' })));
  const persisted = create<{ word: string }>()(
    currentServerSnapshot(persist(() => ({ word: 'initial' }), { name: 'test', storage: createJSONStorage(() => sessionStorage) })),
  );
  plain.setState({ word: 'current' });
  persisted.setState({ word: 'current' });
  const Word = ({ store }: { store: typeof plain }) => <b>{store((state) => state.word)}</b>;
  expect(renderToString(<Word store={plain} />)).toBe('<b>current</b>');
  expect(renderToString(<Word store={persisted as unknown as typeof plain} />)).toBe('<b>current</b>');
});

it('keeps, once frozen, the state the page was rendered with as what the store shows while hydrating', () => {
  const store = create<{ word: string }>()(currentServerSnapshot(() => ({ word: 'initial' })));
  store.setState({ word: 'rendered' });
  freezeServerSnapshot(store);
  store.setState({ word: 'changed while hydrating' });
  const Word = () => <b>{store((state) => state.word)}</b>;
  // renderToString reads the server snapshot, as a hydrating render does.
  expect(renderToString(<Word />)).toBe('<b>rendered</b>');
  expect(store.getState().word).toBe('changed while hydrating');
});
