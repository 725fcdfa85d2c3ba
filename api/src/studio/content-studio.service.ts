import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContentKind } from '@azmar/contract/content/content-dates';
import { LANGUAGES, type Language } from '@azmar/contract/content/language';
import type { StaffPerson } from '@azmar/contract/staff/accounts';
import {
  type AnyContentDraft,
  type ContentState,
  PREVIEW_LIFETIME_MINUTES,
  type StaffContentItem,
  type StaffContentPreview,
  type StaffContentPublished,
  type StaffContentSummary,
} from '@azmar/contract/staff/content-items';
import type { StaffContentVersion } from '@azmar/contract/staff/content-versions';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { isDuplicateKey } from '../common/database-errors.js';
import { CONTENT_TABLES } from '../content/content-tables.js';
import { newToken, tokenDigest } from '../staff/session-token.js';
import type { StaffIdentity } from '../staff/staff-auth.service.js';
import { StaffError } from '../staff/staff-error.js';
import { ContentDraftEntity } from './content-draft.entity.js';
import { diffFields, mergeForPublish, missingFields, sameContent } from './content-fields.js';
import { ContentVersionEntity } from './content-version.entity.js';
import { checkDraft, itemProblems } from './draft-check.js';
import { peopleNamed } from './people.js';
import { PreviewTokenEntity } from './preview-token.entity.js';

/** Who asks, and in which language refusals are said. */
export interface Asker {
  staff: StaffIdentity;
  language: Language;
}

const now = () => new Date(Math.floor(Date.now()));
/** JSON column values: TypeORM's deep-partial types cannot follow `unknown` members. */
const json = (value: unknown) => value as never;
const PAGE_PATHS: Record<ContentKind, string> = { services: '/services', projects: '/projects', products: '/products' };

/**
 * Drafts, publishing, versions and rollback of services, projects and products. The content tables hold what visitors
 * see; `content_drafts` the staff's working copies (made on first use for content that was seeded before the studio
 * existed, with a first version of that content, so it can be rolled back to). Every change that depends on the
 * version the staff member saw is one compare-and-set on `content_drafts.version`, so of two people saving at once one
 * is refused (409) and told who changed the item; nothing is overwritten silently.
 */
@Injectable()
export class ContentStudioService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(kind: ContentKind): Promise<StaffContentSummary[]> {
    await this.ensureDrafts(kind);
    const manager = this.dataSource.manager;
    const drafts = await manager.find(ContentDraftEntity, { where: { kind }, order: { position: 'ASC', itemId: 'ASC' } });
    const published = await this.publishedItems(manager, kind);
    const person = await peopleNamed(
      manager,
      drafts.flatMap((d) => [d.updatedBy, d.publishedBy]),
    );
    return drafts.map((draft) => this.summary(kind, draft, published.get(draft.itemId) ?? null, person));
  }

  async get(kind: ContentKind, id: number, language: Language, manager: EntityManager = this.dataSource.manager): Promise<StaffContentItem> {
    await this.ensureDrafts(kind);
    const draft = await manager.findOneBy(ContentDraftEntity, { kind, itemId: id });
    if (!draft) throw new StaffError(404, 'content.not-found', language);
    const published = (await this.publishedItems(manager, kind, id)).get(id) ?? null;
    const person = await peopleNamed(manager, [draft.updatedBy, draft.publishedBy]);
    return {
      ...this.summary(kind, draft, published, person),
      draft: draft.draft as never,
      published: published as never,
      missing: missingFields(draft.draft as unknown as AnyContentDraft),
    };
  }

  async create(kind: ContentKind, body: unknown, { staff, language }: Asker): Promise<StaffContentItem> {
    const draft = checkDraft(kind, body, language);
    await this.ensureDrafts(kind);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const id = await this.dataSource.transaction(async (manager) => {
          const table = CONTENT_TABLES[kind];
          const maxDraft = (await manager.maximum(ContentDraftEntity, 'itemId', { kind })) ?? 0;
          const maxRow = (await manager.getRepository(table.entity).maximum('id')) ?? 0;
          const maxPosition = (await manager.maximum(ContentDraftEntity, 'position', { kind })) ?? 0;
          const itemId = Math.max(maxDraft, maxRow) + 1;
          await manager.insert(ContentDraftEntity, {
            kind,
            itemId,
            draft: json(draft),
            version: 1,
            position: maxPosition + 1,
            updatedAt: now(),
            updatedBy: staff.userId,
            publishedAt: null,
            publishedBy: null,
          });
          await this.audit.record(
            { actor: staff.userId, action: 'content.created', subject: `${kind}:${itemId}`, details: { titleEn: draft.titleEn } },
            manager,
          );
          return itemId;
        });
        return this.get(kind, id, language);
      } catch (error) {
        // Two creations at once picked the same id: the later one takes the next.
        if (!isDuplicateKey(error) || attempt >= 3) throw error;
      }
    }
  }

  async save(kind: ContentKind, id: number, body: unknown, expected: number | null, { staff, language }: Asker): Promise<StaffContentItem> {
    const draft = checkDraft(kind, body, language);
    await this.changeDraft(kind, id, expected, language, async (manager, current) => {
      await manager.update(
        ContentDraftEntity,
        { kind, itemId: id, version: current.version },
        { draft: json(draft), version: current.version + 1, updatedAt: now(), updatedBy: staff.userId },
      );
      const changed = diffFields(current.draft as unknown as AnyContentDraft, draft).map((c) => c.field);
      await this.audit.record(
        { actor: staff.userId, action: 'content.saved', subject: `${kind}:${id}`, details: { version: current.version + 1, fields: changed } },
        manager,
      );
    });
    return this.get(kind, id, language);
  }

  async order(kind: ContentKind, ids: unknown, { staff, language }: Asker): Promise<StaffContentSummary[]> {
    await this.ensureDrafts(kind);
    await this.dataSource.transaction(async (manager) => {
      const drafts = await manager.find(ContentDraftEntity, { where: { kind } });
      const known = new Set(drafts.map((d) => d.itemId));
      const valid =
        Array.isArray(ids) && ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => typeof id === 'number' && known.has(id));
      if (!valid) throw new StaffError(400, 'content.order-mismatch', language);
      const table = CONTENT_TABLES[kind];
      const at = now();
      for (const [index, itemId] of (ids as number[]).entries()) {
        const position = index + 1;
        if (drafts.find((d) => d.itemId === itemId)!.position === position) continue;
        await manager.update(ContentDraftEntity, { kind, itemId }, { position });
        // The order shows on the public pages at once; updatedAt moves so the pages' caches and the sitemap see it.
        await manager.update(table.entity, { id: itemId }, { position, updatedAt: at } as never);
      }
      await this.audit.record({ actor: staff.userId, action: 'content.reordered', subject: kind, details: { ids } }, manager);
    });
    return this.list(kind);
  }

  async publish(kind: ContentKind, id: number, languages: Language[], expected: number | null, { staff, language }: Asker): Promise<StaffContentPublished> {
    let versionNumber = 0;
    await this.changeDraft(kind, id, expected, language, async (manager, current) => {
      const published = ((await this.publishedItems(manager, kind, id)).get(id) ?? null) as AnyContentDraft | null;
      const merged = mergeForPublish(kind, current.draft as unknown as AnyContentDraft, published, languages);
      const problems = itemProblems(kind, { id, ...merged });
      if (Object.keys(problems).length > 0) throw new StaffError(422, 'content.incomplete', language, { fields: problems });
      const at = now();
      await this.writePublished(manager, kind, id, merged, current.position, at);
      await manager.update(
        ContentDraftEntity,
        { kind, itemId: id, version: current.version },
        { version: current.version + 1, publishedAt: at, publishedBy: staff.userId },
      );
      versionNumber = await this.addVersion(manager, kind, id, {
        action: 'publish',
        languages: published ? languages : [...LANGUAGES],
        snapshot: merged,
        before: published,
        at,
        by: staff.userId,
        restoredVersion: null,
      });
      await this.audit.record(
        { actor: staff.userId, action: 'content.published', subject: `${kind}:${id}`, details: { version: versionNumber, languages } },
        manager,
      );
    });
    return this.publishedAnswer(kind, id, versionNumber, language);
  }

  async rollback(kind: ContentKind, id: number, expected: number | null, { staff, language }: Asker): Promise<StaffContentPublished> {
    let versionNumber = 0;
    await this.changeDraft(kind, id, expected, language, async (manager, current) => {
      const [latest, earlier] = await manager.find(ContentVersionEntity, { where: { kind, itemId: id }, order: { number: 'DESC' }, take: 2 });
      if (!latest || !earlier) throw new StaffError(409, 'content.no-earlier-version', language);
      const restored = earlier.snapshot as unknown as AnyContentDraft;
      const at = now();
      await this.writePublished(manager, kind, id, restored, current.position, at);
      await manager.update(
        ContentDraftEntity,
        { kind, itemId: id, version: current.version },
        { draft: json(restored), version: current.version + 1, updatedAt: at, updatedBy: staff.userId, publishedAt: at, publishedBy: staff.userId },
      );
      versionNumber = await this.addVersion(manager, kind, id, {
        action: 'rollback',
        languages: [...LANGUAGES],
        snapshot: restored,
        before: latest.snapshot as unknown as AnyContentDraft,
        at,
        by: staff.userId,
        restoredVersion: earlier.number,
      });
      await this.audit.record(
        { actor: staff.userId, action: 'content.rolled-back', subject: `${kind}:${id}`, details: { version: versionNumber, restoredVersion: earlier.number } },
        manager,
      );
    });
    return this.publishedAnswer(kind, id, versionNumber, language);
  }

  async versions(kind: ContentKind, id: number, language: Language): Promise<StaffContentVersion[]> {
    await this.get(kind, id, language);
    const rows = await this.dataSource.manager.find(ContentVersionEntity, { where: { kind, itemId: id }, order: { number: 'DESC' } });
    const person = await peopleNamed(
      this.dataSource.manager,
      rows.map((r) => r.publishedBy),
    );
    return rows.map((row) => this.versionOf(row, person));
  }

  async preview(kind: ContentKind, id: number, { staff, language }: Asker): Promise<StaffContentPreview> {
    await this.get(kind, id, language);
    const token = newToken();
    const expiresAt = new Date(Date.now() + PREVIEW_LIFETIME_MINUTES * 60_000);
    const previews = this.dataSource.getRepository(PreviewTokenEntity);
    await previews.insert({ id: tokenDigest(token), kind, itemId: id, createdBy: staff.userId, expiresAt });
    await previews.createQueryBuilder().delete().where('expiresAt < :at', { at: now() }).execute();
    const url = (lang: Language) => `${PAGE_PATHS[kind]}?lang=${lang}&preview=${token}`;
    return { token, expiresAt: expiresAt.toISOString(), urls: { en: url('en'), ku: url('ku') } };
  }

  /**
   * A content list as visitors would see it with the previewed draft in place (added when never published, left out
   * when the draft is inactive); null when the token is unknown, expired or of another kind.
   */
  async previewList(token: string, kind: ContentKind): Promise<unknown[] | null> {
    const row = await this.dataSource.getRepository(PreviewTokenEntity).findOneBy({ id: tokenDigest(token) });
    if (!row || row.kind !== kind || row.expiresAt.getTime() <= Date.now()) return null;
    const draft = await this.dataSource.manager.findOneBy(ContentDraftEntity, { kind, itemId: row.itemId });
    if (!draft) return null;
    const table = CONTENT_TABLES[kind];
    const rows = await this.dataSource.getRepository(table.entity).find({ order: { position: 'ASC', id: 'ASC' } as never });
    const item = table.toItem(Object.assign(table.toEntity({ id: row.itemId, ...draft.draft } as never), { position: draft.position }));
    const others = rows.filter((r) => r.id !== row.itemId && r.isActive);
    const withDraft = others.map(table.toItem);
    if ((draft.draft as { isActive?: boolean }).isActive !== false) {
      const index = others.findIndex((r) => r.position > draft.position);
      withDraft.splice(index === -1 ? withDraft.length : index, 0, item);
    }
    return withDraft;
  }

  /** Runs `change` on the item's draft if `expected` is its version (else 428, 404 or 409 naming who changed it). */
  private async changeDraft(
    kind: ContentKind,
    id: number,
    expected: number | null,
    language: Language,
    change: (manager: EntityManager, current: ContentDraftEntity) => Promise<void>,
  ): Promise<void> {
    await this.ensureDrafts(kind);
    if (expected === null) throw new StaffError(428, 'content.version-required', language);
    await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOneBy(ContentDraftEntity, { kind, itemId: id });
      if (!current) throw new StaffError(404, 'content.not-found', language);
      if (current.version !== expected) throw await this.conflict(manager, current, language);
      await change(manager, current);
      // The compare-and-set: if another instance moved the version on between our read and our write, nothing of ours stays.
      const after = await manager.findOneBy(ContentDraftEntity, { kind, itemId: id });
      if (!after || after.version !== expected + 1) throw await this.conflict(manager, after ?? current, language);
    });
  }

  private async conflict(manager: EntityManager, current: ContentDraftEntity, language: Language): Promise<StaffError> {
    const changedById = current.updatedAt >= (current.publishedAt ?? new Date(0)) ? current.updatedBy : current.publishedBy;
    const changedAt = current.publishedAt && current.publishedAt > current.updatedAt ? current.publishedAt : current.updatedAt;
    const changedBy = (await peopleNamed(manager, [changedById]))(changedById);
    const name = changedBy?.username ?? (language === 'ku' ? 'کەسێکی تر' : 'someone else');
    const message =
      language === 'ku'
        ? `${name} ئەم بابەتەی گۆڕیوە لە ${changedAt.toISOString()}؛ تکایە دووبارە بیکەنەوە و گۆڕانکارییەکانتان دووبارە بکەنەوە.`
        : `Changed by ${name} at ${changedAt.toISOString()}; reload it and make your change again.`;
    return new StaffError(
      409,
      'content.version-conflict',
      language,
      { currentVersion: current.version, changedBy, changedAt: changedAt.toISOString() },
      message,
    );
  }

  private async writePublished(manager: EntityManager, kind: ContentKind, id: number, item: AnyContentDraft, position: number, at: Date): Promise<void> {
    const table = CONTENT_TABLES[kind];
    const entity = Object.assign(table.toEntity({ id, ...item } as never), { position, updatedAt: at });
    await manager.save(table.entity, entity, { reload: false });
  }

  private async addVersion(
    manager: EntityManager,
    kind: ContentKind,
    id: number,
    v: {
      action: 'publish' | 'rollback';
      languages: Language[];
      snapshot: AnyContentDraft;
      before: AnyContentDraft | null;
      at: Date;
      by: string | null;
      restoredVersion: number | null;
    },
  ): Promise<number> {
    const last = (await manager.maximum(ContentVersionEntity, 'number', { kind, itemId: id })) ?? 0;
    await manager.insert(ContentVersionEntity, {
      kind,
      itemId: id,
      number: last + 1,
      action: v.action,
      languages: v.languages.join(','),
      snapshot: json(v.snapshot),
      changes: json(diffFields(v.before, v.snapshot)),
      publishedAt: v.at,
      publishedBy: v.by,
      restoredVersion: v.restoredVersion,
    });
    return last + 1;
  }

  private async publishedAnswer(kind: ContentKind, id: number, versionNumber: number, language: Language): Promise<StaffContentPublished> {
    const item = await this.get(kind, id, language);
    const row = await this.dataSource.manager.findOneByOrFail(ContentVersionEntity, { kind, itemId: id, number: versionNumber });
    const person = await peopleNamed(this.dataSource.manager, [row.publishedBy]);
    return { item, version: this.versionOf(row, person), missing: missingFields(row.snapshot as unknown as AnyContentDraft) };
  }

  private versionOf(row: ContentVersionEntity, person: (id: string | null) => StaffPerson | null): StaffContentVersion {
    return {
      number: row.number,
      action: row.action,
      languages: row.languages.split(',').filter((l): l is Language => (LANGUAGES as readonly string[]).includes(l)),
      publishedAt: new Date(row.publishedAt).toISOString(),
      publishedBy: person(row.publishedBy),
      restoredVersion: row.restoredVersion ?? null,
      changes: row.changes,
    };
  }

  private summary(
    kind: ContentKind,
    draft: ContentDraftEntity,
    published: Record<string, unknown> | null,
    person: (id: string | null) => StaffPerson | null,
  ): StaffContentSummary {
    const item = draft.draft as { titleEn: string; titleKu: string; isActive: boolean };
    const state: ContentState = !published ? 'never-published' : sameContent(published, draft.draft) ? 'published' : 'changed';
    return {
      kind,
      id: draft.itemId,
      titleEn: item.titleEn,
      titleKu: item.titleKu,
      isActive: item.isActive,
      position: draft.position,
      version: draft.version,
      state,
      updatedAt: new Date(draft.updatedAt).toISOString(),
      updatedBy: person(draft.updatedBy),
      publishedAt: draft.publishedAt ? new Date(draft.publishedAt).toISOString() : null,
      publishedBy: person(draft.publishedBy),
    };
  }

  /** What visitors see of each item (or of one), without its id: the draft's shape. */
  private async publishedItems(manager: EntityManager, kind: ContentKind, id?: number): Promise<Map<number, Record<string, unknown>>> {
    const table = CONTENT_TABLES[kind];
    const rows = await manager.getRepository(table.entity).find(id === undefined ? {} : { where: { id } as never });
    return new Map(
      rows.map((row) => {
        const { id: itemId, ...rest } = table.toItem(row) as { id: number } & Record<string, unknown>;
        return [itemId, rest];
      }),
    );
  }

  /**
   * Content that reached the tables without the studio (the seed of an empty database, a database older than the
   * studio) gets its draft and a first version now: the staff start from what visitors see, and can roll back to it.
   */
  private async ensureDrafts(kind: ContentKind): Promise<void> {
    const manager = this.dataSource.manager;
    const table = CONTENT_TABLES[kind];
    const [rows, drafts] = await Promise.all([
      manager.getRepository(table.entity).find({ select: { id: true } as never }),
      manager.find(ContentDraftEntity, { where: { kind }, select: { itemId: true } }),
    ]);
    const have = new Set(drafts.map((d) => d.itemId));
    for (const { id } of rows.filter((row) => !have.has(row.id))) {
      try {
        await this.dataSource.transaction(async (tx) => {
          const row = await tx.getRepository(table.entity).findOneByOrFail({ id } as never);
          const { id: _id, ...item } = table.toItem(row) as { id: number } & Record<string, unknown>;
          const at = new Date(row.updatedAt);
          await tx.insert(ContentDraftEntity, {
            kind,
            itemId: id,
            draft: json(item),
            version: 1,
            position: row.position || id,
            updatedAt: at,
            updatedBy: null,
            publishedAt: at,
            publishedBy: null,
          });
          await tx.insert(ContentVersionEntity, {
            kind,
            itemId: id,
            number: 1,
            action: 'publish',
            languages: LANGUAGES.join(','),
            snapshot: json(item),
            changes: json([]),
            publishedAt: at,
            publishedBy: null,
            restoredVersion: null,
          });
        });
      } catch (error) {
        // Another request (or instance) made it first: theirs stands.
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }
}
