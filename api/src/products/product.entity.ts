import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { GalleryItem, ProductCategory } from '@azmar/kit/content/content-types';
import { jsonText } from '../database/json-column.js';

@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  titleEn: string;

  @Column({ type: 'varchar', length: 200 })
  titleKu: string;

  @Column({ type: 'text' })
  descriptionEn: string;

  @Column({ type: 'text' })
  descriptionKu: string;

  @Column({ type: 'varchar', length: 500 })
  image: string;

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

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
