import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductEntity } from '../products/product.entity.js';
import { ProductsController } from '../products/products.controller.js';
import { ProjectEntity } from '../projects/project.entity.js';
import { ProjectsController } from '../projects/projects.controller.js';
import { ServiceEntity } from '../services/service.entity.js';
import { ServicesController } from '../services/services.controller.js';

/** The three content lists: `GET /api/services`, `/api/projects` and `/api/products`, in that order in the document. */
@Module({
  imports: [TypeOrmModule.forFeature([ServiceEntity, ProjectEntity, ProductEntity])],
  controllers: [ServicesController, ProjectsController, ProductsController],
})
export class ContentModule {}
