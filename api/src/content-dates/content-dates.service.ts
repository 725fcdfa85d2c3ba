import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContentDates } from '@azmar/contract/content/content-dates';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { LastGoodValue } from '../common/last-good-value.js';
import { readNewestUpdates } from './newest-updates.js';

/** The content dates, re-read at most every `CONTENT_REFRESH_MS` (the pace at which the lists pick up a seed run too). */
@Injectable()
export class ContentDatesService {
  private readonly dates: LastGoodValue<ContentDates>;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.dates = new LastGoodValue(() => readNewestUpdates(dataSource), { ttlMs: config.contentRefreshMs });
  }

  /** Rejects only while the database has never answered. */
  get(): Promise<ContentDates> {
    return this.dates.get();
  }

  /** For the sitemap, which goes without dates rather than fail. */
  getOrNull(): Promise<ContentDates | null> {
    return this.dates.get().catch(() => null);
  }
}
