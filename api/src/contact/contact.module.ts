import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SecretsModule } from '../secrets/secrets.module.js';
import { ThrottleModule } from '../throttle/throttle.module.js';
import { AdminTokenGuard } from './admin-token.guard.js';
import { ContentTitlesModule } from './content-titles.module.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { FormTokens } from './form-tokens.js';
import { MessageRetention } from './message-retention.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), MailModule, ContentTitlesModule, SecretsModule, ThrottleModule, AuditModule],
  controllers: [ContactController],
  providers: [ContactService, FormTokens, AdminTokenGuard, MessageRetention],
})
export class ContactModule {}
