import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Product } from '@azmar/contract/content/product';
import type { Repository } from 'typeorm';
import { createListCache, type ListCache } from '../common/list-cache.js';
import { ListCacheRefresher } from '../common/list-cache-refresher.js';
import { ProductEntity } from './product.entity.js';
import { toProduct } from './product.serializer.js';

@Injectable()
export class ProductsService {
  readonly cache: ListCache;

  constructor(
    @InjectRepository(ProductEntity) private readonly repository: Repository<ProductEntity>,
    refresher: ListCacheRefresher,
  ) {
    this.cache = createListCache(() => this.findActive());
    refresher.register(this.cache);
  }

  /** Active products in a stable order: by id, which the content files use as display order. */
  async findActive(): Promise<Product[]> {
    const rows = await this.repository.find({ where: { isActive: true }, order: { id: 'ASC' } });
    return rows.map(toProduct);
  }
}
