import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { HealthController } from './health.controller.js';

@Module({ imports: [MailModule], controllers: [HealthController] })
export class HealthModule {}
