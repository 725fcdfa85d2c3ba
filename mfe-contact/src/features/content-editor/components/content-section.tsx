import { useState } from 'react';
import type { ContentKind } from '@azmar/contract/content/content-dates';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { ContentEditor } from './content-editor';
import { ContentTable } from './content-table';

/** Services, projects or products: the list, or one item open (`?item=<id>`, `?item=new`), so a reload keeps it. */
export function ContentSection({ kind }: { kind: ContentKind }) {
  const [item, setItem] = useQueryState('item', '', { history: 'push' });
  const [, setTab] = useQueryState('tab', 'texts');
  const close = () => {
    setTab('texts');
    setItem('');
  };
  // The item just created here: its editor (a new one, for its new id) says it was saved.
  const [created, setCreated] = useState<number | null>(null);
  const id = /^[1-9]\d{0,9}$/.test(item) ? Number(item) : item === 'new' ? 'new' : null;
  if (id === null) return <ContentTable kind={kind} onOpen={(next) => setItem(String(next))} />;
  return (
    <ContentEditor
      key={`${kind}-${id}`}
      kind={kind}
      id={id}
      onClose={close}
      onCreated={(next) => {
        setCreated(next);
        setItem(String(next));
      }}
      created={created !== null && created === id}
    />
  );
}
