import { Module } from '@nestjs/common';
import { MailNotifier } from './mail-notifier.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailWorker } from './mail-worker.js';
import { SmtpSender } from './smtp-sender.js';

@Module({
  providers: [MailOutboxStore, SmtpSender, MailWorker, MailNotifier],
  exports: [MailNotifier],
})
export class MailModule {}
