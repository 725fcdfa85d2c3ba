import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Service } from '@azmar/contract/content/service';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { activeContentRead, ContentListRoute } from '../content/content-list.js';
import { sortBySector } from './sector-order.js';
import { ServiceDto } from './service.dto.js';
import { ServiceEntity } from './service.entity.js';
import { toService } from './service.serializer.js';

@ApiTags('content')
@Controller('services')
export class ServicesController {
  private readonly active: () => Promise<Service[]>;

  constructor(@InjectRepository(ServiceEntity) rows: Repository<ServiceEntity>, @Inject(APP_CONFIG) config: AppConfig) {
    this.active = activeContentRead('ServicesController', rows, config, (found) => sortBySector(found.map(toService)));
  }

  @ContentListRoute(ServiceDto, 'Active services in sector order: construction, manufacturing, electronics, mechanical')
  list(): Promise<Service[]> {
    return this.active();
  }
}
