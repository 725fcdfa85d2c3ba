import { ApiProperty } from '@nestjs/swagger';
import type { GalleryItem } from '@azmar/contract/content/gallery-item';

export class GalleryItemDto implements GalleryItem {
  @ApiProperty({ example: '/assets/media/projects/highway-1.jpg', description: 'A path ending in .mp4 is a video' })
  image: string;

  @ApiProperty()
  caption: string;

  @ApiProperty()
  captionKu: string;
}
