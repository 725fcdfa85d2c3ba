import { ApiProperty } from '@nestjs/swagger';

/**
 * The leading properties of `ProjectDto` and `ProductDto`. Swagger lists inherited properties
 * first, so only DTOs whose contract starts with exactly these keys extend it: `ServiceDto` has
 * `sector` second and an `image` example, and stays written out to keep its document unchanged.
 */
export abstract class ContentItemDto {
  @ApiProperty() id: number;
  @ApiProperty() titleEn: string;
  @ApiProperty() titleKu: string;
  @ApiProperty() descriptionEn: string;
  @ApiProperty() descriptionKu: string;
  @ApiProperty() image: string;
}
