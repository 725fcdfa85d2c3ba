import { Global, Module } from '@nestjs/common';
import { ListCacheRefresher } from './list-cache-refresher.js';

@Global()
@Module({ providers: [ListCacheRefresher], exports: [ListCacheRefresher] })
export class ListCacheModule {}
