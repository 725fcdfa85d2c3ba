import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_CATEGORIES, type Product, type ProductCategory } from '@azmar/contract/content/product';
import { ContentItemDto } from '../common/content-item.dto.js';
import { GalleryItemDto } from '../common/gallery-item.dto.js';

/** OpenAPI description of the kit's `Product`; `implements` keeps the two in step. */
export class ProductDto extends ContentItemDto implements Product {
  @ApiProperty({ enum: PRODUCT_CATEGORIES }) category: ProductCategory;
  @ApiProperty({ type: [String] }) specifications: string[];
  @ApiProperty({ type: [String] }) specificationsKu: string[];
  @ApiProperty({ type: [GalleryItemDto], nullable: true, description: "The 'Business Partnership' gallery" }) gallery: GalleryItemDto[] | null;
  @ApiProperty({ type: String, nullable: true }) videoUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) videoCaption: string | null;
  @ApiProperty({ type: String, nullable: true }) videoCaptionKu: string | null;
  @ApiProperty({ type: String, nullable: true }) linkedinUrl: string | null;
  @ApiProperty() isActive: boolean;
}
