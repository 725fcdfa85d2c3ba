import { ApiProperty } from '@nestjs/swagger';
import type { GalleryItem } from '@azmar/contract/content/gallery-item';
import { IsMediaPath, IsText } from './content-validators.js';

export class GalleryItemDto implements GalleryItem {
  @ApiProperty({ example: '/assets/media/projects/highway-1.jpg', description: 'A path ending in .mp4 is a video' })
  @IsMediaPath()
  image: string;

  @ApiProperty() @IsText(300) caption: string;
  @ApiProperty() @IsText(300) captionKu: string;
}
