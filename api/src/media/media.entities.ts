import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One upload (see migration StaffStudio1780000000000); its id is the start of its bytes' SHA-256, so a file is stored once. */
@Entity({ name: 'media' })
export class MediaEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 8 })
  kind: 'image' | 'video';

  @Column({ type: 'varchar', length: 32 })
  type: string;

  @Column({ type: 'varchar', length: 120 })
  path: string;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Column({ type: 'int' })
  bytes: number;

  @Column({ type: 'varchar', length: 300 })
  altEn: string;

  @Column({ type: 'varchar', length: 300 })
  altKu: string;

  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'varchar', length: 36, nullable: true })
  createdBy: string | null;
}

/** One file served of an upload: the image as stored (`1200x800.jpg`), each variant (`480w.avif`), or `video.mp4`. */
@Entity({ name: 'media_files' })
export class MediaFileEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 32 })
  mediaId: string;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  type: string;

  @Column({ type: 'int' })
  bytes: number;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Column({ type: 'int' })
  chunks: number;
}

/** A file's bytes, in pieces of at most `MEDIA_CHUNK_BYTES` (one row each stays under any max_allowed_packet). */
@Entity({ name: 'media_chunks' })
export class MediaChunkEntity {
  @PrimaryColumn({ type: 'int' })
  fileId: number;

  @PrimaryColumn({ type: 'int' })
  seq: number;

  @Column({ type: 'blob' })
  data: Buffer;
}

export const MEDIA_CHUNK_BYTES = 1024 * 1024;
