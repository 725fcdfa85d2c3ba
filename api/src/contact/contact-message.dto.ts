import { ApiProperty } from '@nestjs/swagger';
import type { ContactFormToken } from '@azmar/contract/content/contact-form-state';
import type { ContactMessage, ContactMessageCreated } from '@azmar/contract/content/contact-message';
import { LANGUAGES, type Language } from '@azmar/contract/content/language';

export class ContactMessageCreatedDto implements ContactMessageCreated {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ContactMessageDto implements ContactMessage {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ContactFormTokenDto implements ContactFormToken {
  @ApiProperty({ example: 'v1.mhx3k2a1.q9Zr3KfA0b1c2d3e4f5g6h.x…' }) formToken: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}
