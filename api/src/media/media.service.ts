import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@azmar/contract/content/language';
import { MEDIA_ALT_MAX, PUBLIC_MEDIA_PREFIX, type MediaType, type StaffMedia, type StaffMediaPage } from '@azmar/contract/staff/media';
import { type DataSource, In } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { pageQuery } from '../common/page-query.js';
import type { StaffIdentity } from '../staff/staff-auth.service.js';
import { StaffError } from '../staff/staff-error.js';
import { peopleNamed } from '../studio/people.js';
import { imageFiles, type MadeFile } from './image-variants.js';
import { MEDIA_CHUNK_BYTES, MediaChunkEntity, MediaEntity, MediaFileEntity } from './media.entities.js';
import { mediaWhere } from './media-search.js';
import { mediaUses } from './media-uses.js';
import { storeMediaFile } from './media-store.js';
import { checkUpload, UploadRefusal } from './upload-check.js';

export interface Upload {
  name: string;
  bytes: Buffer;
  altEn: unknown;
  altKu: unknown;
}

/** A file to serve: its type and size, and a way to read any byte range of it. */
export interface StoredFile {
  type: string;
  bytes: number;
  read(start: number, end: number): Promise<Buffer>;
}

const altProblem = (value: unknown) =>
  typeof value !== 'string' || value.trim().length === 0 ? 'is required' : value.length > MEDIA_ALT_MAX ? `at most ${MEDIA_ALT_MAX} characters` : null;

/**
 * Uploads in the database, so every instance serves the same files: an image's variants are made once, at upload,
 * and each file is kept in chunks (`media_chunks`).
 */
@Injectable()
export class MediaService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Stores an upload, or answers the one with the same bytes (`created: false`). */
  async upload(upload: Upload, staff: StaffIdentity, language: Language): Promise<{ media: StaffMedia; created: boolean }> {
    const fields: Record<string, string> = {};
    const altEn = altProblem(upload.altEn);
    const altKu = altProblem(upload.altKu);
    if (altEn) fields.altEn = altEn;
    if (altKu) fields.altKu = altKu;
    let type: MediaType;
    try {
      type = await checkUpload(upload.name, upload.bytes);
    } catch (error) {
      if (error instanceof UploadRefusal) throw new StaffError(error.status, error.code, language, Object.keys(fields).length > 0 ? { fields } : {});
      throw error;
    }
    if (Object.keys(fields).length > 0) throw new StaffError(400, 'media.alt-required', language, { fields });
    const id = createHash('sha256').update(upload.bytes).digest('hex').slice(0, 32);
    const existing = await this.dataSource.getRepository(MediaEntity).findOneBy({ id });
    if (existing) return { media: await this.toStaffMedia(existing), created: false };

    let made: { width: number | null; height: number | null; files: MadeFile[] };
    try {
      made =
        type === 'video/mp4'
          ? { width: null, height: null, files: [{ name: 'video.mp4', type, width: null, height: null, bytes: upload.bytes }] }
          : await imageFiles(type, upload.bytes);
    } catch (error) {
      if (error instanceof UploadRefusal) throw new StaffError(error.status, error.code, language);
      throw error;
    }
    const media = Object.assign(new MediaEntity(), {
      id,
      kind: type === 'video/mp4' ? 'video' : 'image',
      type,
      path: `${PUBLIC_MEDIA_PREFIX}${id}/${made.files[0]!.name}`,
      width: made.width,
      height: made.height,
      bytes: made.files[0]!.bytes.length,
      altEn: (upload.altEn as string).trim(),
      altKu: (upload.altKu as string).trim(),
      originalName: upload.name,
      createdAt: new Date(Math.floor(Date.now())),
      createdBy: staff.userId,
    });
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(MediaEntity, media);
      for (const file of made.files) await storeMediaFile(manager, id, file);
      await this.audit.record(
        { actor: staff.userId, action: 'media.uploaded', subject: `media:${id}`, details: { name: upload.name, type, bytes: upload.bytes.length } },
        manager,
      );
    });
    return { media: await this.toStaffMedia(media), created: true };
  }

  async page(query: Record<string, unknown>): Promise<StaffMediaPage> {
    const { page, pageSize } = pageQuery(query);
    const kind = query.kind === 'image' || query.kind === 'video' ? query.kind : undefined;
    const [rows, total] = await this.dataSource.getRepository(MediaEntity).findAndCount({
      where: mediaWhere(kind, typeof query.q === 'string' ? query.q : ''),
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const items: StaffMedia[] = [];
    for (const row of rows) items.push(await this.toStaffMedia(row));
    return { items, total, page, pageSize };
  }

  /** New alt texts for an upload, both required; recorded in the audit log with the texts before and after. */
  async changeAlt(id: string, body: unknown, staff: StaffIdentity, language: Language): Promise<StaffMedia> {
    const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const key of ['altEn', 'altKu'] as const) {
      const problem = altProblem(values[key]);
      if (problem) fields[key] = problem;
    }
    if (Object.keys(fields).length > 0) throw new StaffError(400, 'media.alt-required', language, { fields });
    const altEn = (values.altEn as string).trim();
    const altKu = (values.altKu as string).trim();
    const media = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(MediaEntity, { id });
      if (!row) throw new StaffError(404, 'media.not-found', language);
      await manager.update(MediaEntity, { id }, { altEn, altKu });
      await this.audit.record(
        {
          actor: staff.userId,
          action: 'media.alt-changed',
          subject: `media:${id}`,
          details: { before: { altEn: row.altEn, altKu: row.altKu }, after: { altEn, altKu } },
        },
        manager,
      );
      return Object.assign(row, { altEn, altKu });
    });
    return this.toStaffMedia(media);
  }

  /** Deletes an upload and its files, unless an item uses it (409 naming every such item); recorded in the audit log. */
  async remove(id: string, staff: StaffIdentity, language: Language): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(MediaEntity, { id });
      if (!row) throw new StaffError(404, 'media.not-found', language);
      const usedBy = await mediaUses(manager, id);
      if (usedBy.length > 0) throw new StaffError(409, 'media.in-use', language, { usedBy });
      const files = await manager.find(MediaFileEntity, { where: { mediaId: id } });
      if (files.length > 0) await manager.delete(MediaChunkEntity, { fileId: In(files.map((file) => file.id)) });
      await manager.delete(MediaFileEntity, { mediaId: id });
      await manager.delete(MediaEntity, { id });
      await this.audit.record(
        { actor: staff.userId, action: 'media.deleted', subject: `media:${id}`, details: { name: row.originalName, type: row.type, bytes: row.bytes } },
        manager,
      );
    });
  }

  /** A file of an upload by its served name, or null. */
  async file(mediaId: string, name: string): Promise<StoredFile | null> {
    const file = await this.dataSource.getRepository(MediaFileEntity).findOneBy({ mediaId, name });
    if (!file) return null;
    const chunks = this.dataSource.getRepository(MediaChunkEntity);
    return {
      type: file.type,
      bytes: file.bytes,
      read: async (start, end) => {
        const first = Math.floor(start / MEDIA_CHUNK_BYTES);
        const last = Math.floor(end / MEDIA_CHUNK_BYTES);
        const rows = await chunks
          .createQueryBuilder('c')
          .where('c.fileId = :id AND c.seq >= :first AND c.seq <= :last', { id: file.id, first, last })
          .orderBy('c.seq', 'ASC')
          .getMany();
        const joined = Buffer.concat(rows.map((r) => r.data));
        const offset = start - first * MEDIA_CHUNK_BYTES;
        return joined.subarray(offset, offset + (end - start + 1));
      },
    };
  }

  private async toStaffMedia(media: MediaEntity): Promise<StaffMedia> {
    const person = await peopleNamed(this.dataSource.manager, [media.createdBy]);
    const files = await this.dataSource.getRepository(MediaFileEntity).find({ where: { mediaId: media.id }, order: { id: 'ASC' } });
    return {
      id: media.id,
      kind: media.kind,
      type: media.type as MediaType,
      path: media.path,
      width: media.width ?? null,
      height: media.height ?? null,
      bytes: media.bytes,
      altEn: media.altEn,
      altKu: media.altKu,
      originalName: media.originalName,
      createdAt: new Date(media.createdAt).toISOString(),
      createdBy: person(media.createdBy),
      variants: files
        .filter((f) => /^\d+w\.(avif|webp)$/.test(f.name))
        .map((f) => ({
          url: `${PUBLIC_MEDIA_PREFIX}${media.id}/${f.name}`,
          width: f.width!,
          height: f.height!,
          format: f.name.endsWith('.avif') ? ('avif' as const) : ('webp' as const),
        })),
    };
  }
}
