import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

/** A standalone connection for the command-line tools (the app gets its own through TypeOrmModule). */
export function openDataSource(database: DatabaseConfig): Promise<DataSource> {
  return new DataSource(dataSourceOptions(database)).initialize();
}
