import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import type { ListCache } from './list-cache.js';

/**
 * Warms every list cache at start and re-reads them on an interval, so content a seed run
 * changes (in this process or another) is served within `CONTENT_REFRESH_MS`. A failed refresh
 * (database down) keeps the last good copy.
 */
@Injectable()
export class ListCacheRefresher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ListCacheRefresher');
  private readonly caches: ListCache[] = [];
  private timer: NodeJS.Timeout | null = null;
  private failing = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  register(cache: ListCache): void {
    this.caches.push(cache);
  }

  async refreshAll(): Promise<void> {
    const results = await Promise.allSettled(this.caches.map((cache) => cache.refresh()));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed && !this.failing) this.logger.warn(`Content refresh failed, serving the last good copy: ${String(failed.reason?.message ?? failed.reason)}`);
    if (!failed && this.failing) this.logger.log('Content refresh recovered');
    this.failing = Boolean(failed);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.refreshAll();
    this.timer = setInterval(() => void this.refreshAll(), this.config.contentRefreshMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
