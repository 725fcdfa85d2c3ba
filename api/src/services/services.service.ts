import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SECTOR_ORDER, type Service } from '@azmar/contract/content/service';
import type { Repository } from 'typeorm';
import { createListCache, type ListCache } from '../common/list-cache.js';
import { ListCacheRefresher } from '../common/list-cache-refresher.js';
import { ServiceEntity } from './service.entity.js';
import { toService } from './service.serializer.js';

@Injectable()
export class ServicesService {
  readonly cache: ListCache;

  constructor(
    @InjectRepository(ServiceEntity) private readonly repository: Repository<ServiceEntity>,
    refresher: ListCacheRefresher,
  ) {
    this.cache = createListCache(() => this.findActive());
    refresher.register(this.cache);
  }

  /** Active services in the fixed sector order (spec section 9), then by id. */
  async findActive(): Promise<Service[]> {
    const rows = await this.repository.find({ where: { isActive: true }, order: { id: 'ASC' } });
    return sortBySector(rows.map(toService));
  }
}

export function sortBySector(services: Service[]): Service[] {
  const rank = (s: Service) => {
    const index = SECTOR_ORDER.indexOf(s.sector);
    return index === -1 ? SECTOR_ORDER.length : index;
  };
  return [...services].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}
