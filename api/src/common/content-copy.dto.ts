import { ApiProperty } from '@nestjs/swagger';
import type { ContentCopy } from '@azmar/contract/content/content-copy';
import { IsBoolean, IsInt, IsPositive } from 'class-validator';
import { IsMediaPath, IsText } from './content-validators.js';

/** The contract's `ContentCopy`: what every service, project and product has; its DTO extends this. */
export abstract class ContentCopyDto implements ContentCopy {
  @ApiProperty() @IsInt() @IsPositive() id: number;
  @ApiProperty() @IsText(200) titleEn: string;
  @ApiProperty() @IsText(200) titleKu: string;
  @ApiProperty() @IsText() descriptionEn: string;
  @ApiProperty() @IsText() descriptionKu: string;
  @ApiProperty({ example: '/assets/media/services/construction.jpg' }) @IsMediaPath() image: string;
  @ApiProperty() @IsBoolean() isActive: boolean;
}
