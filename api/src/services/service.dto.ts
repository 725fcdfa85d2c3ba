import { ApiProperty } from '@nestjs/swagger';
import { SECTOR_ORDER, SERVICE_ICONS, type Sector, type Service, type ServiceIcon } from '@azmar/contract/content/service';

/** OpenAPI description of the kit's `Service`; `implements` keeps the two in step. */
export class ServiceDto implements Service {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SECTOR_ORDER }) sector: Sector;
  @ApiProperty() titleEn: string;
  @ApiProperty() titleKu: string;
  @ApiProperty() descriptionEn: string;
  @ApiProperty() descriptionKu: string;
  @ApiProperty({ example: '/assets/media/services/construction.jpg' }) image: string;
  @ApiProperty({ enum: SERVICE_ICONS }) icon: ServiceIcon;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ type: [String] }) featuresKu: string[];
  @ApiProperty({ type: String, nullable: true }) video: string | null;
  @ApiProperty({ type: String, nullable: true }) videoDescriptionEn: string | null;
  @ApiProperty({ type: String, nullable: true }) videoDescriptionKu: string | null;
  @ApiProperty({ type: [String], nullable: true }) detailedFeaturesEn: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) detailedFeaturesKu: string[] | null;
  @ApiProperty() isActive: boolean;
}
