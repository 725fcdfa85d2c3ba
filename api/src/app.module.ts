import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ShutdownModule } from './common/shutdown.module.js';
import type { AppConfig } from './config/app-config.js';
import { appConfigModule } from './config/app-config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { ContentModule } from './content/content.module.js';
import { ContentDatesModule } from './content-dates/content-dates.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { HealthModule } from './health/health.module.js';
import { SeedOnStart } from './seed/seed-on-start.js';
import { StaffModule } from './staff/staff.module.js';
import { StudioModule } from './studio/studio.module.js';
import { StaffAdminModule } from './staff-admin/staff-admin.module.js';
import { MediaModule } from './media/media.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        appConfigModule(config),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.database),
          migrationsRun: config.migrationsRun,
          migrationsTransactionMode: 'each',
          // Fail a start against an unreachable database quickly and clearly instead of retrying for half a minute.
          retryAttempts: 2,
          retryDelay: 1000,
        }),
        ContentModule,
        ContactModule,
        ContentDatesModule,
        HealthModule,
        StaffModule,
        StudioModule,
        StaffAdminModule,
        MediaModule,
        ShutdownModule,
      ],
      providers: [SeedOnStart],
    };
  }
}
