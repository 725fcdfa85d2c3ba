import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { ContentDates } from '@azmar/contract/content/content-dates';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { ContentDatesDto } from './content-dates.dto.js';
import { ContentDatesService } from './content-dates.service.js';

/** `GET /api/content/last-modified` (the contract's CONTENT_DATES_PATH): what the gateway's sitemap dates its pages by. */
@ApiTags('content')
@Controller('content')
export class ContentDatesController {
  constructor(private readonly dates: ContentDatesService) {}

  @Get('last-modified')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: ContentDatesDto, description: 'When each content table last changed (the sitemap <lastmod> of its pages)' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database has not answered since the API started' })
  async lastModified(): Promise<ContentDates> {
    try {
      return await this.dates.get();
    } catch {
      throw new ServiceUnavailableException('The database is unavailable');
    }
  }
}
