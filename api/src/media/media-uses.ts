import { CONTENT_KINDS, type ContentKind } from '@azmar/contract/content/content-dates';
import { type MediaUse, PUBLIC_MEDIA_PREFIX } from '@azmar/contract/staff/media';
import type { EntityManager } from 'typeorm';
import { CONTENT_TABLES } from '../content/content-tables.js';
import { ContentDraftEntity } from '../studio/content-draft.entity.js';

const titlesOf = (item: Record<string, unknown>) => ({
  titleEn: typeof item.titleEn === 'string' ? item.titleEn : '',
  titleKu: typeof item.titleKu === 'string' ? item.titleKu : '',
});

/**
 * Every item that uses an upload, in its draft or in what visitors see (its picture, a gallery entry, a video: any
 * field holding one of the upload's addresses). Earlier versions do not count: a rollback to one brings back the path
 * of a deleted upload, which then shows no picture, the same as a path typed wrong.
 */
export async function mediaUses(manager: EntityManager, mediaId: string): Promise<MediaUse[]> {
  const address = `${PUBLIC_MEDIA_PREFIX}${mediaId}/`;
  const uses = new Map<string, MediaUse>();
  const note = (kind: ContentKind, id: number, item: Record<string, unknown>, where: 'draft' | 'published') => {
    const key = `${kind}:${id}`;
    const use = uses.get(key) ?? { kind, id, ...titlesOf(item), in: [] };
    // The published titles are what visitors know the item by; the draft's stand in until it is published.
    if (where === 'published') Object.assign(use, titlesOf(item));
    use.in.push(where);
    uses.set(key, use);
  };
  for (const draft of await manager.find(ContentDraftEntity)) {
    if (JSON.stringify(draft.draft).includes(address)) note(draft.kind as ContentKind, draft.itemId, draft.draft, 'draft');
  }
  for (const kind of CONTENT_KINDS) {
    const table = CONTENT_TABLES[kind];
    for (const row of await manager.find(table.entity)) {
      const item = table.toItem(row) as unknown as Record<string, unknown>;
      if (JSON.stringify(item).includes(address)) note(kind, row.id, item, 'published');
    }
  }
  return [...uses.values()].sort((a, b) => CONTENT_KINDS.indexOf(a.kind) - CONTENT_KINDS.indexOf(b.kind) || a.id - b.id);
}
