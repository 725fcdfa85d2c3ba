import { Module } from '@nestjs/common';
import { ContentTitlesModule } from '../contact/content-titles.module.js';
import { MailNotifier } from './mail-notifier.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailWorker } from './mail-worker.js';
import { SmtpSender } from './smtp-sender.js';

@Module({
  imports: [ContentTitlesModule],
  providers: [MailOutboxStore, SmtpSender, MailWorker, MailNotifier],
  exports: [MailNotifier],
})
export class MailModule {}
