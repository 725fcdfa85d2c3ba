import { Module } from '@nestjs/common';
import { ContentTitles } from './content-titles.js';

/** The titles of the items messages are about: read by the contact form's check, the staff email and the inbox. */
@Module({ providers: [ContentTitles], exports: [ContentTitles] })
export class ContentTitlesModule {}
