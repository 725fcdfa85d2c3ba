import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ContentEntity } from '../common/content.entity.js';
import { ListCacheRefresher } from '../common/list-cache-refresher.js';
import { ContentList, contentListToken } from './content-list.js';
import { contentListController } from './content-list.controller.js';
import { CONTENT_RESOURCES } from './content-resources.js';

/** The three content lists, each a `ContentList` under `contentListToken(resource)` and a controller at /api/<path>. */
@Module({
  imports: [TypeOrmModule.forFeature(CONTENT_RESOURCES.map((resource) => resource.entity))],
  controllers: CONTENT_RESOURCES.map(contentListController),
  providers: CONTENT_RESOURCES.map((resource) => ({
    provide: contentListToken(resource),
    inject: [getRepositoryToken(resource.entity), ListCacheRefresher],
    useFactory: (repository: Repository<ContentEntity>, refresher: ListCacheRefresher) => {
      const list = new ContentList(resource, repository);
      refresher.register(list.cache);
      return list;
    },
  })),
  exports: CONTENT_RESOURCES.map(contentListToken),
})
export class ContentModule {}
