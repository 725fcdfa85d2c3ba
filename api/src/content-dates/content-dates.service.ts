import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContentDates } from '@azmar/contract/content/content-dates';
import type { DataSource } from 'typeorm';
import { cachedRead } from '../common/cached-read.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { readNewestUpdates } from './newest-updates.js';

/** The content dates, read again at most every `CONTENT_REFRESH_MS` (the pace at which the lists show a seed run too). */
@Injectable()
export class ContentDatesService {
  /** Rejects only while the database has never answered. */
  readonly get: () => Promise<ContentDates>;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.get = cachedRead('ContentDatesService', config.contentRefreshMs, () => readNewestUpdates(dataSource), {
      maxStaleMs: config.contentRefreshMs,
    });
  }

  /** For the sitemap, which goes without dates rather than fail. */
  getOrNull(): Promise<ContentDates | null> {
    return this.get().catch(() => null);
  }
}
