import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AboutKind, ContactAbout } from '@azmar/contract/content/contact-context';
import { In, type DataSource, type EntityTarget } from 'typeorm';
import type { ContentEntity } from '../common/content.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { ProjectEntity } from '../projects/project.entity.js';
import { ServiceEntity } from '../services/service.entity.js';

export interface BilingualTitle {
  en: string;
  ku: string;
}

const ENTITIES: Record<AboutKind, EntityTarget<ContentEntity>> = { service: ServiceEntity, project: ProjectEntity, product: ProductEntity };

/** The title of the service, project or product a message is about, in both languages; `null` when there is none. */
@Injectable()
export class ContentTitles {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async titleOf(about: ContactAbout): Promise<BilingualTitle | null> {
    const item = await this.dataSource
      .getRepository(ENTITIES[about.kind])
      .findOne({ where: { id: about.id }, select: { id: true, titleEn: true, titleKu: true } });
    return item ? { en: item.titleEn, ku: item.titleKu } : null;
  }

  /** The titles of many items at once (one query per kind), keyed `product-12`; an item that is gone has none. */
  async titlesOf(abouts: readonly ContactAbout[]): Promise<Map<string, BilingualTitle>> {
    const titles = new Map<string, BilingualTitle>();
    for (const kind of Object.keys(ENTITIES) as AboutKind[]) {
      const ids = [...new Set(abouts.filter((a) => a.kind === kind).map((a) => a.id))];
      if (ids.length === 0) continue;
      const items = await this.dataSource.getRepository(ENTITIES[kind]).find({ where: { id: In(ids) }, select: { id: true, titleEn: true, titleKu: true } });
      for (const item of items) titles.set(`${kind}-${item.id}`, { en: item.titleEn, ku: item.titleKu });
    }
    return titles;
  }
}
