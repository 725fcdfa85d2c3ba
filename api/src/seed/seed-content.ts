import { CONTENT_KINDS } from '@azmar/contract/content/content-dates';
import type { DataSource, EntityManager } from 'typeorm';
import type { ContentEntity } from '../common/content.entity.js';
import { CONTENT_TABLES, type ContentTable } from '../content/content-tables.js';
import { ContentDraftEntity } from '../studio/content-draft.entity.js';
import type { ContentSet } from './content-files.js';

interface TableSummary {
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

export type SeedSummary = Record<keyof ContentSet, TableSummary>;

export function seedChangedAnything(summary: SeedSummary): boolean {
  return Object.values(summary).some((t) => t.inserted + t.updated + t.deleted > 0);
}

/**
 * Makes the content tables equal to the files, in one transaction: rows are upserted by id and
 * written only when they differ, so a second run writes nothing; rows whose id left the file are
 * deleted (the files are the single source of truth for content, so nothing hidden lingers).
 * Every row written gets `seededAt` as its `updatedAt` (the sitemap's <lastmod> comes from it).
 */
export async function seedContent(dataSource: DataSource, content: ContentSet, seededAt: Date = new Date()): Promise<SeedSummary> {
  return dataSource.transaction(async (manager) => {
    // Once staff edit the content in the studio, the database is its source, not the files: a seed would undo their work.
    if (await studioHasEdited(manager)) throw new ContentEditedError();
    const summary = {} as SeedSummary;
    for (const kind of CONTENT_KINDS) summary[kind] = await syncTable(manager, CONTENT_TABLES[kind], content[kind], seededAt);
    return summary;
  });
}

/** The seed's refusal once the staff studio has changed content (docs/operations.md: export and import instead). */
export class ContentEditedError extends Error {
  constructor() {
    super(
      'The content has been edited in the staff area since it was seeded, so api/content/*.json no longer seeds it: nothing was changed. Use content:export and content:import to move content.',
    );
    this.name = 'ContentEditedError';
  }
}

/** Whether a person saved, published or created anything in the studio (its first versions of seeded content are no one's). */
async function studioHasEdited(manager: EntityManager): Promise<boolean> {
  const edited = await manager.createQueryBuilder(ContentDraftEntity, 'd').where('d.updatedBy IS NOT NULL OR d.publishedBy IS NOT NULL').getCount();
  return edited > 0;
}

async function syncTable(manager: EntityManager, table: ContentTable, items: { id: number }[], seededAt: Date): Promise<TableSummary> {
  const repository = manager.getRepository(table.entity);
  const existing = new Map((await repository.find()).map((row) => [row.id, row]));
  const summary: TableSummary = { inserted: 0, updated: 0, deleted: 0, unchanged: 0 };
  const toSave: ContentEntity[] = [];
  for (const item of items) {
    const entity = Object.assign(table.toEntity(item), { updatedAt: seededAt });
    const current = existing.get(item.id);
    existing.delete(item.id);
    if (!current) {
      summary.inserted += 1;
      // The files' order is by id, which is the display order until the staff studio changes it.
      toSave.push(Object.assign(entity, { position: item.id }));
    } else if (JSON.stringify(table.toItem(current)) !== JSON.stringify(table.toItem(entity))) {
      summary.updated += 1;
      toSave.push(entity);
    } else {
      summary.unchanged += 1;
    }
  }
  if (toSave.length > 0) await repository.save(toSave, { reload: false, chunk: 50 });
  const removedIds = [...existing.keys()];
  if (removedIds.length > 0) {
    await repository.delete(removedIds);
    summary.deleted = removedIds.length;
  }
  return summary;
}

/** True when no content row exists yet: `SEED_ON_START=empty` seeds only then. */
export async function contentIsEmpty(dataSource: DataSource): Promise<boolean> {
  const counts = await Promise.all(CONTENT_KINDS.map((kind) => dataSource.getRepository(CONTENT_TABLES[kind].entity).count()));
  return counts.every((n) => n === 0);
}
