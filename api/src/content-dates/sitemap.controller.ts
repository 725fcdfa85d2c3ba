import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { SITEMAP_ORIGIN_MARK } from '@azmar/contract/content/content-dates';
import { buildSitemapXml } from '@azmar/contract/routes/sitemap-xml';
import { ContentDatesService } from './content-dates.service.js';

/**
 * `GET /api/sitemap.xml` (the contract's SITEMAP_API_PATH): the site's sitemap with each page's <lastmod>, on the
 * placeholder origin SITEMAP_ORIGIN_MARK, for the nginx front door, which answers /sitemap.xml with it after putting
 * the visitor's origin in place of the mark. Without dates when the database has never answered: never an error.
 */
@ApiTags('content')
@Controller()
export class SitemapController {
  constructor(private readonly dates: ContentDatesService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: `The sitemap on the origin ${SITEMAP_ORIGIN_MARK}, which the front door replaces`, schema: { type: 'string' } })
  async sitemap(): Promise<string> {
    return buildSitemapXml(SITEMAP_ORIGIN_MARK, { dates: await this.dates.getOrNull() });
  }
}
