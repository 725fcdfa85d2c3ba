import type { EntityManager } from 'typeorm';
import { MEDIA_CHUNK_BYTES, MediaChunkEntity, MediaFileEntity } from './media.entities.js';

export interface FileToStore {
  name: string;
  type: string;
  width: number | null;
  height: number | null;
  bytes: Buffer;
}

/** One file of an upload, its bytes in `media_chunks` rows of at most MEDIA_CHUNK_BYTES (the upload and the import both). */
export async function storeMediaFile(manager: EntityManager, mediaId: string, file: FileToStore): Promise<void> {
  const chunks = Math.max(1, Math.ceil(file.bytes.length / MEDIA_CHUNK_BYTES));
  const { identifiers } = await manager.insert(MediaFileEntity, {
    mediaId,
    name: file.name,
    type: file.type,
    bytes: file.bytes.length,
    width: file.width,
    height: file.height,
    chunks,
  });
  const fileId = identifiers[0]!.id as number;
  for (let seq = 0; seq < chunks; seq += 1) {
    await manager.insert(MediaChunkEntity, { fileId, seq, data: file.bytes.subarray(seq * MEDIA_CHUNK_BYTES, (seq + 1) * MEDIA_CHUNK_BYTES) });
  }
}
