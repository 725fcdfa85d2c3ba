import { ApiProperty } from '@nestjs/swagger';
import { SECTOR_ORDER, SERVICE_ICONS, type Sector, type Service, type ServiceIcon } from '@azmar/contract/content/service';
import { IsArray, IsIn } from 'class-validator';
import { ContentCopyDto } from '../common/content-copy.dto.js';
import { IsMediaPath, IsText, Nullable, TEXT_MAX } from '../common/content-validators.js';

/** The contract's `Service`: what `GET /api/services` sends, and what the seed checks each item of services.json with. */
export class ServiceDto extends ContentCopyDto implements Service {
  @ApiProperty({ enum: SECTOR_ORDER }) @IsIn(SECTOR_ORDER) sector: Sector;
  @ApiProperty({ enum: SERVICE_ICONS }) @IsIn(SERVICE_ICONS) icon: ServiceIcon;
  @ApiProperty({ type: [String] }) @IsArray() @IsText(300, { each: true }) features: string[];
  @ApiProperty({ type: [String] }) @IsArray() @IsText(300, { each: true }) featuresKu: string[];
  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsMediaPath() video: string | null;
  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsText() videoDescriptionEn: string | null;
  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsText() videoDescriptionKu: string | null;
  @ApiProperty({ type: [String], nullable: true }) @Nullable() @IsArray() @IsText(TEXT_MAX, { each: true }) detailedFeaturesEn: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) @Nullable() @IsArray() @IsText(TEXT_MAX, { each: true }) detailedFeaturesKu: string[] | null;
}
