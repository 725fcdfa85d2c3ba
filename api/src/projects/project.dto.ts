import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  isProjectSector,
  PROJECT_SECTOR_MAX,
  PROJECT_SECTOR_PATTERN,
  PROJECT_STATUSES,
  type Interview,
  type Project,
  type ProjectStatistics,
  type ProjectStatus,
} from '@azmar/contract/content/project';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsNumber, IsOptional, Min, ValidateBy, ValidateNested } from 'class-validator';
import { ContentCopyDto } from '../common/content-copy.dto.js';
import { IsText, IsUtcTimestamp, Nullable, TEXT_MAX } from '../common/content-validators.js';
import { GalleryItemDto } from '../common/gallery-item.dto.js';

/** A figure of a project's statistics: absent or null when the project has none. */
const Figure = (unit?: string): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ type: Number, nullable: true, ...(unit ? { description: unit } : {}) }), IsOptional(), IsNumber(), Min(0));

/**
 * A sector code (the contract's `isProjectSector`): one of the site's sectors or any other the staff choose, never a
 * look-alike, a hidden character, a space or a capital. One rule, so one message for every way to break it, the length too.
 */
const IsSectorCode = (): PropertyDecorator =>
  ValidateBy(
    { name: 'isSectorCode', validator: { validate: (value) => isProjectSector(value) } },
    {
      message: `$property must be a code of lowercase letters a–z, words joined by single hyphens, at most ${PROJECT_SECTOR_MAX} characters (e.g. construction)`,
    },
  );

export class ProjectStatisticsDto implements ProjectStatistics {
  @Figure('km') totalLength?: number | null;
  @Figure('m') roadWidth?: number | null;
  @Figure() lanes?: number | null;
  @Figure() intersections?: number | null;
  @Figure() buildings?: number | null;
  @Figure() villas?: number | null;
  @Figure() totalUnits?: number | null;
  @Figure('m²') totalArea?: number | null;
  @Figure() constructionYear?: number | null;
  @Figure('birds per hour') productionCapacity?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsText() overview?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsText() overviewKu?: string | null;
}

export class InterviewDto implements Interview {
  @ApiProperty() @IsText(200) interviewee: string;
  @ApiProperty() @IsText(200) intervieweeKu: string;
  @ApiProperty() @IsText(200) role: string;
  @ApiProperty() @IsText(200) roleKu: string;
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMinSize(1) @IsText(TEXT_MAX, { each: true }) statements: string[];
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMinSize(1) @IsText(TEXT_MAX, { each: true }) statementsKu: string[];
}

/** The contract's `Project`: what `GET /api/projects` sends, and what the seed checks each item of projects.json with. */
export class ProjectDto extends ContentCopyDto implements Project {
  @ApiProperty({ enum: PROJECT_STATUSES }) @IsIn(PROJECT_STATUSES) status: ProjectStatus;
  @ApiProperty({
    example: 'construction',
    pattern: PROJECT_SECTOR_PATTERN.source,
    maxLength: PROJECT_SECTOR_MAX,
    description: 'Sector code: lower-case letters a–z, words joined by single hyphens',
  })
  @IsSectorCode()
  sector: string;
  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsText(300) partnership: string | null;
  @ApiProperty({ type: String, nullable: true }) @Nullable() @IsText(300) partnershipKu: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) @Nullable() @IsUtcTimestamp() completedAt: string | null;

  @ApiProperty({ type: [GalleryItemDto], nullable: true })
  @Nullable()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => GalleryItemDto)
  gallery: GalleryItemDto[] | null;

  @ApiProperty({ type: ProjectStatisticsDto, nullable: true })
  @Nullable()
  @ValidateNested()
  @Type(() => ProjectStatisticsDto)
  statistics: ProjectStatisticsDto | null;

  @ApiProperty({ type: [InterviewDto], nullable: true })
  @Nullable()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => InterviewDto)
  interviews: InterviewDto[] | null;
}
