import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { ContentTitlesModule } from '../contact/content-titles.module.js';
import { SecretsModule } from '../secrets/secrets.module.js';
import { ThrottleModule } from '../throttle/throttle.module.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { StaffAuthService } from './staff-auth.service.js';
import { StaffMessagesController } from './staff-messages.controller.js';
import { StaffMessagesService } from './staff-messages.service.js';
import { StaffSessionController } from './staff-session.controller.js';
import { StaffSessionGuard } from './staff-session.guard.js';

/** The staff inbox's API under /api/staff: sign-in with the users table, the messages, the CSV export, erasures. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), AuditModule, ContentTitlesModule, SecretsModule, ThrottleModule],
  controllers: [StaffSessionController, StaffMessagesController],
  providers: [StaffAuthService, StaffMessagesService, StaffSessionGuard, SameOriginGuard],
  exports: [StaffAuthService, StaffSessionGuard, SameOriginGuard],
})
export class StaffModule {}
