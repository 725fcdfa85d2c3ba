import { CONTENT_KINDS, type ContentKind } from '@azmar/contract/content/content-dates';
import type { DataSource } from 'typeorm';
import { CONTENT_TABLES } from '../content/content-tables.js';
import { MediaChunkEntity, MediaEntity, MediaFileEntity } from '../media/media.entities.js';
import { storeMediaFile } from '../media/media-store.js';
import { ContentDraftEntity } from '../studio/content-draft.entity.js';
import { ContentVersionEntity } from '../studio/content-version.entity.js';
import { itemProblems } from '../studio/draft-check.js';

/** A row as the document holds it: the `K` dates as ISO strings. */
type WithIsoDates<Row, K extends keyof Row> = Omit<Row, K> & { [P in K]: null extends Row[P] ? string | null : string };

/** The file `content:export` writes and `content:import` reads (JSON; gzip when the name ends in .gz). */
export interface ContentExport {
  format: 'azmar-content';
  formatVersion: 1;
  exportedAt: string;
  /** What visitors see: each kind's items as the public API sends them (inactive too), with their position. */
  published: Record<ContentKind, { item: Record<string, unknown>; position: number; updatedAt: string }[]>;
  drafts: WithIsoDates<ContentDraftEntity, 'updatedAt' | 'publishedAt'>[];
  versions: WithIsoDates<Omit<ContentVersionEntity, 'id'>, 'publishedAt'>[];
  media: (WithIsoDates<MediaEntity, 'createdAt'> & {
    files: { name: string; type: string; width: number | null; height: number | null; base64: string }[];
  })[];
}

export interface ImportSummary {
  items: Record<ContentKind, number>;
  drafts: number;
  versions: number;
  mediaAdded: number;
  mediaKept: number;
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** Everything of the content and the media, as one document. */
export async function exportContent(dataSource: DataSource): Promise<ContentExport> {
  const manager = dataSource.manager;
  const published = {} as ContentExport['published'];
  for (const kind of CONTENT_KINDS) {
    const table = CONTENT_TABLES[kind];
    const rows = await manager.getRepository(table.entity).find({ order: { id: 'ASC' } as never });
    published[kind] = rows.map((row) => ({
      item: table.toItem(row) as unknown as Record<string, unknown>,
      position: row.position,
      updatedAt: iso(row.updatedAt)!,
    }));
  }
  const drafts = (await manager.find(ContentDraftEntity, { order: { kind: 'ASC', itemId: 'ASC' } })).map((d) => ({
    ...d,
    updatedAt: iso(d.updatedAt)!,
    publishedAt: iso(d.publishedAt),
  }));
  const versions = (await manager.find(ContentVersionEntity, { order: { kind: 'ASC', itemId: 'ASC', number: 'ASC' } })).map(({ id: _id, ...v }) => ({
    ...v,
    publishedAt: iso(v.publishedAt)!,
  }));
  const media: ContentExport['media'] = [];
  for (const row of await manager.find(MediaEntity, { order: { createdAt: 'ASC', id: 'ASC' } })) {
    const files = [];
    for (const file of await manager.find(MediaFileEntity, { where: { mediaId: row.id }, order: { id: 'ASC' } })) {
      const chunks = await manager.find(MediaChunkEntity, { where: { fileId: file.id }, order: { seq: 'ASC' } });
      files.push({
        name: file.name,
        type: file.type,
        width: file.width,
        height: file.height,
        base64: Buffer.concat(chunks.map((c) => c.data)).toString('base64'),
      });
    }
    media.push({ ...row, createdAt: iso(row.createdAt)!, files });
  }
  return { format: 'azmar-content', formatVersion: 1, exportedAt: new Date().toISOString(), published, drafts, versions, media };
}

/** What is wrong with a document before anything is written: its shape, and each published item by the public rules. */
function exportProblems(value: unknown): string[] {
  const doc = value as Partial<ContentExport> | null;
  if (typeof doc !== 'object' || doc === null || doc.format !== 'azmar-content' || doc.formatVersion !== 1) {
    return ['not a content export of this site (format "azmar-content", version 1)'];
  }
  const problems: string[] = [];
  for (const kind of CONTENT_KINDS) {
    const items = doc.published?.[kind];
    if (!Array.isArray(items)) {
      problems.push(`published.${kind} is missing`);
      continue;
    }
    items.forEach((entry, index) => {
      for (const [field, message] of Object.entries(itemProblems(kind, entry?.item))) problems.push(`published.${kind}[${index}].${field}: ${message}`);
    });
  }
  if (!Array.isArray(doc.drafts) || !Array.isArray(doc.versions) || !Array.isArray(doc.media)) problems.push('drafts, versions and media must be lists');
  return problems;
}

/** Throws, naming the first problems, when `doc` cannot be imported (nothing written yet). */
export function assertImportable(doc: unknown): asserts doc is ContentExport {
  const problems = exportProblems(doc);
  if (problems.length > 0)
    throw new Error(
      `Nothing was imported:\n${problems
        .slice(0, 20)
        .map((p) => `  - ${p}`)
        .join('\n')}`,
    );
}

/**
 * Makes this deployment's content the document's, in one transaction: the published items, drafts and versions are
 * replaced (what was here before is gone: import into a deployment whose content is to be replaced, e.g. a new one or a
 * restore); media are added to what is here (an upload's id is its bytes' hash, so one already here is kept as is).
 * Accounts, messages and the audit log are not touched.
 */
export async function importContent(dataSource: DataSource, doc: ContentExport): Promise<ImportSummary> {
  assertImportable(doc);
  return dataSource.transaction(async (manager) => {
    const items = {} as ImportSummary['items'];
    // DELETE, not TRUNCATE: MySQL and MariaDB end the transaction at a TRUNCATE.
    await manager.createQueryBuilder().delete().from(ContentVersionEntity).execute();
    await manager.createQueryBuilder().delete().from(ContentDraftEntity).execute();
    for (const kind of CONTENT_KINDS) {
      const table = CONTENT_TABLES[kind];
      await manager.createQueryBuilder().delete().from(table.entity).execute();
      const entities = doc.published[kind].map((entry) =>
        Object.assign(table.toEntity(entry.item as never), { position: entry.position, updatedAt: new Date(entry.updatedAt) }),
      );
      if (entities.length > 0) await manager.getRepository(table.entity).save(entities, { reload: false, chunk: 50 });
      items[kind] = entities.length;
    }
    for (const d of doc.drafts) {
      await manager.insert(ContentDraftEntity, {
        ...d,
        draft: d.draft as never,
        updatedAt: new Date(d.updatedAt),
        publishedAt: d.publishedAt ? new Date(d.publishedAt) : null,
      });
    }
    for (const v of doc.versions) {
      await manager.insert(ContentVersionEntity, {
        ...v,
        snapshot: v.snapshot as never,
        changes: v.changes as never,
        publishedAt: new Date(v.publishedAt),
      });
    }
    let mediaAdded = 0;
    let mediaKept = 0;
    for (const { files, ...row } of doc.media) {
      if (await manager.existsBy(MediaEntity, { id: row.id })) {
        mediaKept += 1;
        continue;
      }
      await manager.insert(MediaEntity, { ...row, createdAt: new Date(row.createdAt) });
      for (const { base64, ...file } of files) await storeMediaFile(manager, row.id, { ...file, bytes: Buffer.from(base64, 'base64') });
      mediaAdded += 1;
    }
    return { items, drafts: doc.drafts.length, versions: doc.versions.length, mediaAdded, mediaKept };
  });
}
