import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_CATEGORIES, type Product, type ProductCategory } from '@azmar/contract/content/product';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsUrl, ValidateNested } from 'class-validator';
import { ContentCopyDto } from '../common/content-copy.dto.js';
import { IsMediaPath, IsText, Nullable } from '../common/content-validators.js';
import { GalleryItemDto } from '../common/gallery-item.dto.js';

/** The contract's `Product`: what `GET /api/products` sends, and what the seed checks each item of products.json with. */
export class ProductDto extends ContentCopyDto implements Product {
  @ApiProperty({ enum: PRODUCT_CATEGORIES }) @IsIn(PRODUCT_CATEGORIES) category: ProductCategory;
  @ApiProperty({ type: [String] }) @IsArray() @IsText(300, { each: true }) specifications: string[];
  @ApiProperty({ type: [String] }) @IsArray() @IsText(300, { each: true }) specificationsKu: string[];

  @ApiProperty({ type: [GalleryItemDto], nullable: true, description: "The 'Business Partnership' gallery" })
  @Nullable()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => GalleryItemDto)
  gallery: GalleryItemDto[] | null;

  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsMediaPath() videoUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsText() videoCaption: string | null;
  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsText() videoCaptionKu: string | null;
  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsUrl({ protocols: ['http', 'https'], require_protocol: true }) linkedinUrl: string | null;
}
