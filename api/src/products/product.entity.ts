import { Column, Entity } from 'typeorm';
import type { GalleryItem } from '@azmar/contract/content/gallery-item';
import type { Product, ProductCategory } from '@azmar/contract/content/product';
import { ContentEntity } from '../common/content.entity.js';
import { jsonText } from '../database/json-column.js';

/** Own columns only: id, titles, descriptions, image and isActive come from `ContentEntity`. */
@Entity({ name: 'products' })
export class ProductEntity extends ContentEntity implements Product {
  @Column({ type: 'varchar', length: 32 })
  category: ProductCategory;

  @Column({ type: 'text', transformer: jsonText })
  specifications: string[];

  @Column({ type: 'text', transformer: jsonText })
  specificationsKu: string[];

  @Column({ type: 'text', nullable: true, transformer: jsonText })
  gallery: GalleryItem[] | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'text', nullable: true })
  videoCaption: string | null;

  @Column({ type: 'text', nullable: true })
  videoCaptionKu: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  linkedinUrl: string | null;
}
