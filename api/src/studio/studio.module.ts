import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SecretsModule } from '../secrets/secrets.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { ThrottleModule } from '../throttle/throttle.module.js';
import { ContentStudioController } from './content-studio.controller.js';
import { ContentStudioService } from './content-studio.service.js';
import { PreviewController } from './preview.controller.js';

/** The staff studio's content: drafts, publishing, versions, rollback, previews (`/api/staff/content`, `/api/preview`). */
@Module({
  imports: [AuditModule, SecretsModule, ThrottleModule, StaffModule],
  controllers: [ContentStudioController, PreviewController],
  providers: [ContentStudioService],
})
export class StudioModule {}
