import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { ShutdownState } from '../common/shutdown-state.js';
import { MailNotifier, type NotificationStatus } from '../mail/mail-notifier.js';

const READY_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  /** Once every migration was seen applied it stays so: an instance never runs against an older schema. */
  private migrated = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailNotifier,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  @ApiOkResponse({
    description:
      'The process is alive (always 200 while it runs). `notification`: `off` without SMTP_URL; `on` with the outbox backlog: unsent emails and the age ' +
      'of the oldest in seconds (`outbox` is null when the database did not answer within a second).',
    schema: { example: { status: 'ok', notification: 'on', outbox: { unsent: 0, oldestUnsentSeconds: null } } },
  })
  async alive(): Promise<{ status: 'ok' } & NotificationStatus> {
    return { status: 'ok', ...(await this.mail.status()) };
  }

  @Get('ready')
  @ApiOkResponse({ description: 'The database answers and holds every migration', schema: { example: { status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database does not answer, or a migration is not applied yet' })
  async ready(): Promise<{ status: 'ok'; database: 'up' }> {
    if (this.shutdown.closing) throw new ServiceUnavailableException('This instance is shutting down');
    let timer: NodeJS.Timeout | undefined;
    let pending = false;
    try {
      await Promise.race([
        // Where migrations run as their own job (MIGRATIONS_RUN=false: the swarm stack, compose), an instance is
        // not ready, so gets no traffic, until that job has brought the schema up to this build's.
        this.dataSource.query('SELECT 1').then(async () => {
          pending = !this.migrated && (await this.dataSource.showMigrations());
          this.migrated = !pending;
        }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new ServiceUnavailableException('The database is unavailable');
    } finally {
      clearTimeout(timer);
    }
    if (pending) throw new ServiceUnavailableException('The database misses migrations of this version; the migration job has not finished');
    return { status: 'ok', database: 'up' };
  }
}
