import { Controller, Get, Inject, UseInterceptors } from '@nestjs/common';
import { ApiNotModifiedResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Service } from '@azmar/contract/content/service';
import type { Repository } from 'typeorm';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { cachedRead } from '../common/cached-read.js';
import { ListCacheControlInterceptor } from '../common/list-cache-control.interceptor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { sortBySector } from './sector-order.js';
import { ServiceDto } from './service.dto.js';
import { ServiceEntity } from './service.entity.js';
import { toService } from './service.serializer.js';

@ApiTags('content')
@Controller('services')
@UseInterceptors(ListCacheControlInterceptor)
export class ServicesController {
  private readonly activeServices: () => Promise<Service[]>;

  constructor(@InjectRepository(ServiceEntity) services: Repository<ServiceEntity>, @Inject(APP_CONFIG) config: AppConfig) {
    this.activeServices = cachedRead(
      'ServicesController',
      config.contentRefreshMs,
      async () => sortBySector((await services.find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } })).map(toService)),
      { maxStaleMs: config.contentRefreshMs },
    );
  }

  @Get()
  @ApiOkResponse({ type: ServiceDto, isArray: true, description: 'Active services in sector order: construction, manufacturing, electronics, mechanical' })
  @ApiNotModifiedResponse({ description: 'If-None-Match names the current ETag; no body' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database has not answered since the API started' })
  list(): Promise<Service[]> {
    return this.activeServices();
  }
}
