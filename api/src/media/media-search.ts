import { MEDIA_SEARCH_MAX } from '@azmar/contract/staff/media';
import { type FindOptionsWhere, Raw } from 'typeorm';
import type { MediaEntity } from './media.entities.js';

/**
 * Which uploads a list shows: of one kind, and with `q` (trimmed, at most MEDIA_SEARCH_MAX characters) in the file
 * name or either alt text, case aside. `!` escapes LIKE's wildcards, the same on SQLite and MySQL/MariaDB.
 */
export function mediaWhere(kind: 'image' | 'video' | undefined, q: string): FindOptionsWhere<MediaEntity>[] {
  const base: FindOptionsWhere<MediaEntity> = kind ? { kind } : {};
  const words = q.trim().slice(0, MEDIA_SEARCH_MAX).toLowerCase();
  if (!words) return [base];
  const pattern = `%${words.replace(/[!%_]/g, (c) => `!${c}`)}%`;
  const holds = Raw((column) => `LOWER(${column}) LIKE :pattern ESCAPE '!'`, { pattern });
  return [
    { ...base, originalName: holds },
    { ...base, altEn: holds },
    { ...base, altKu: holds },
  ];
}
