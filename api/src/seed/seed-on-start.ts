import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { loadContent } from './content-files.js';
import { ContentEditedError, contentIsEmpty, seedContent } from './seed-content.js';

/**
 * `SEED_ON_START=empty` (default) seeds a database that has no content yet, so a fresh
 * `npm start` shows the whole site; `always` re-syncs with the files on every start; `never` skips.
 * Runs before the app listens (module init), so the first request for a list reads seeded content.
 */
@Injectable()
export class SeedOnStart implements OnModuleInit {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    const mode = this.config.seedOnStart;
    if (mode === 'never') return;
    if (mode === 'empty' && !(await contentIsEmpty(this.dataSource))) return;
    let summary;
    try {
      summary = await seedContent(this.dataSource, await loadContent(this.config.contentDir));
    } catch (error) {
      // `always` on a database the staff have edited: their content stands, and the API starts.
      if (!(error instanceof ContentEditedError)) throw error;
      this.logger.warn(error.message);
      return;
    }
    this.logger.log(`Seeded content from ${this.config.contentDir}: ${JSON.stringify(summary)}`);
  }
}
