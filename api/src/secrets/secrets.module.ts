import { Module } from '@nestjs/common';
import { AppSecrets } from './app-secrets.js';

@Module({ providers: [AppSecrets], exports: [AppSecrets] })
export class SecretsModule {}
