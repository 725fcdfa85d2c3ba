import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedListRoute } from '../common/cached-list-route.decorator.js';
import { sendCachedList } from '../common/send-cached-list.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { ProductDto } from './product.dto.js';
import { ProductsService } from './products.service.js';

@ApiTags('content')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @CachedListRoute(ProductDto, 'Active products, ordered by id')
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedList(request, reply, this.products.cache, this.config.listMaxAgeSeconds);
  }
}
