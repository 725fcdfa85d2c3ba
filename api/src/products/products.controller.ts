import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Product } from '@azmar/contract/content/product';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { activeContentRead, ContentListRoute } from '../content/content-list.js';
import { ProductDto } from './product.dto.js';
import { ProductEntity } from './product.entity.js';
import { toProduct } from './product.serializer.js';

@ApiTags('content')
@Controller('products')
export class ProductsController {
  private readonly active: () => Promise<Product[]>;

  constructor(@InjectRepository(ProductEntity) rows: Repository<ProductEntity>, @Inject(APP_CONFIG) config: AppConfig) {
    this.active = activeContentRead('ProductsController', rows, config, (found) => found.map(toProduct));
  }

  @ContentListRoute(ProductDto, 'Active products, in the staff’s order (by id until changed)')
  list(): Promise<Product[]> {
    return this.active();
  }
}
