import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppSecretEntity } from './app-secret.entity.js';

/** The keys the API signs with: `contact-form-token`, `staff-browser`. */
export type SecretName = 'contact-form-token' | 'staff-browser';

/**
 * Signing keys every API instance shares with no operator setting: the first instance that needs one makes it (256
 * random bits) and stores it; the others, racing or later, read the stored one. Kept in memory once read.
 */
@Injectable()
export class AppSecrets {
  private readonly known = new Map<SecretName, Promise<Buffer>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get(name: SecretName): Promise<Buffer> {
    let secret = this.known.get(name);
    if (!secret) {
      secret = this.load(name);
      this.known.set(name, secret);
      // A failed read (the database is down) is tried again next time.
      secret.catch(() => this.known.delete(name));
    }
    return secret;
  }

  private async load(name: SecretName): Promise<Buffer> {
    const repository = this.dataSource.getRepository(AppSecretEntity);
    const stored = await repository.findOneBy({ name });
    if (stored) return Buffer.from(stored.value, 'base64url');
    // INSERT … IGNORE (OR IGNORE on SQLite): whichever instance is first, every instance then reads the one row.
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(AppSecretEntity)
      .values({ name, value: randomBytes(32).toString('base64url'), createdAt: new Date() })
      .orIgnore()
      .execute();
    const made = await repository.findOneByOrFail({ name });
    return Buffer.from(made.value, 'base64url');
  }
}
