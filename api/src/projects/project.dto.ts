import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROJECT_STATUSES, type Interview, type Project, type ProjectStatistics, type ProjectStatus } from '@azmar/contract/content/project';
import { ContentItemDto } from '../common/content-item.dto.js';
import { GalleryItemDto } from '../common/gallery-item.dto.js';

export class ProjectStatisticsDto implements ProjectStatistics {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'km' }) totalLength?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'm' }) roadWidth?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) lanes?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) intersections?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) buildings?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) villas?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) totalUnits?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'm²' }) totalArea?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) constructionYear?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'birds per hour' }) productionCapacity?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) overview?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) overviewKu?: string | null;
}

export class InterviewDto implements Interview {
  @ApiProperty() interviewee: string;
  @ApiProperty() intervieweeKu: string;
  @ApiProperty() role: string;
  @ApiProperty() roleKu: string;
  @ApiProperty({ type: [String] }) statements: string[];
  @ApiProperty({ type: [String] }) statementsKu: string[];
}

/** OpenAPI description of the kit's `Project`; `implements` keeps the two in step. */
export class ProjectDto extends ContentItemDto implements Project {
  @ApiProperty({ enum: PROJECT_STATUSES }) status: ProjectStatus;
  @ApiProperty({ example: 'construction', description: 'Lower-case sector word' }) sector: string;
  @ApiProperty({ type: String, nullable: true }) partnership: string | null;
  @ApiProperty({ type: String, nullable: true }) partnershipKu: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: string | null;
  @ApiProperty({ type: [GalleryItemDto], nullable: true }) gallery: GalleryItemDto[] | null;
  @ApiProperty({ type: ProjectStatisticsDto, nullable: true }) statistics: ProjectStatisticsDto | null;
  @ApiProperty({ type: [InterviewDto], nullable: true }) interviews: InterviewDto[] | null;
  @ApiProperty() isActive: boolean;
}
