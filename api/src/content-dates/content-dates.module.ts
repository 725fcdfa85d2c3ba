import { Module } from '@nestjs/common';
import { ContentDatesController } from './content-dates.controller.js';
import { ContentDatesService } from './content-dates.service.js';
import { SitemapController } from './sitemap.controller.js';

@Module({
  controllers: [ContentDatesController, SitemapController],
  providers: [ContentDatesService],
})
export class ContentDatesModule {}
