import { Module } from '@nestjs/common';
import { ContentDatesController } from './content-dates.controller.js';
import { ContentDatesService } from './content-dates.service.js';

@Module({
  controllers: [ContentDatesController],
  providers: [ContentDatesService],
})
export class ContentDatesModule {}
