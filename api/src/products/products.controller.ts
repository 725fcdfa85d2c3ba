import { Controller, Get, Inject, UseInterceptors } from '@nestjs/common';
import { ApiNotModifiedResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Product } from '@azmar/contract/content/product';
import type { Repository } from 'typeorm';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { cachedRead } from '../common/cached-read.js';
import { ListCacheControlInterceptor } from '../common/list-cache-control.interceptor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { ProductDto } from './product.dto.js';
import { ProductEntity } from './product.entity.js';
import { toProduct } from './product.serializer.js';

@ApiTags('content')
@Controller('products')
@UseInterceptors(ListCacheControlInterceptor)
export class ProductsController {
  private readonly activeProducts: () => Promise<Product[]>;

  constructor(@InjectRepository(ProductEntity) products: Repository<ProductEntity>, @Inject(APP_CONFIG) config: AppConfig) {
    this.activeProducts = cachedRead(
      'ProductsController',
      config.contentRefreshMs,
      async () => (await products.find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } })).map(toProduct),
      { maxStaleMs: config.contentRefreshMs },
    );
  }

  @Get()
  @ApiOkResponse({ type: ProductDto, isArray: true, description: 'Active products, in the staff’s order (by id until changed)' })
  @ApiNotModifiedResponse({ description: 'If-None-Match names the current ETag; no body' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database has not answered since the API started' })
  list(): Promise<Product[]> {
    return this.activeProducts();
  }
}
