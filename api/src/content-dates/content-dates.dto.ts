import { ApiProperty } from '@nestjs/swagger';
import type { ContentDates } from '@azmar/contract/content/content-dates';

const DATE = { type: String, nullable: true, format: 'date-time', description: 'Newest update of the table (null: no rows)' } as const;

/** The contract's `ContentDates`, for the OpenAPI document. */
export class ContentDatesDto implements ContentDates {
  @ApiProperty({ ...DATE, example: '2026-11-20T08:00:00.000Z' }) services: string | null;
  @ApiProperty({ ...DATE, example: '2026-11-22T10:15:30.250Z' }) projects: string | null;
  @ApiProperty({ ...DATE, example: '2026-11-21T00:00:00.000Z' }) products: string | null;
}
