import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { PublicMediaController, StaffMediaController } from './media.controller.js';
import { MediaService } from './media.service.js';

/** Uploads: the staff's (`/api/staff/media`) and the public files (`/api/media/…`). */
@Module({
  imports: [AuditModule, StaffModule],
  controllers: [StaffMediaController, PublicMediaController],
  providers: [MediaService],
  exports: [MediaService],
})
export class MediaModule {}
