import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { MailNotifier, type NotificationStatus } from '../mail/mail-notifier.js';

const READY_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailNotifier,
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
  @ApiOkResponse({ description: 'The database answers', schema: { example: { status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database does not answer' })
  async ready(): Promise<{ status: 'ok'; database: 'up' }> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException('The database is unavailable');
    } finally {
      clearTimeout(timer);
    }
  }
}
