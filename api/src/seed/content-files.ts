import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { ProductDto } from '../products/product.dto.js';
import { ProjectDto } from '../projects/project.dto.js';
import { ServiceDto } from '../services/service.dto.js';

export interface ContentSet {
  services: Service[];
  projects: Project[];
  products: Product[];
}

const CONTENT_FILES = { services: 'services.json', projects: 'projects.json', products: 'products.json' } as const;

/** A content file that cannot be seeded; the message names the file, the item and the field. */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(`Content file ${file} is invalid:\n${shown.map((p) => `  - ${p}`).join('\n')}${more}`);
    this.name = 'ContentFileError';
  }
}

export async function loadContent(contentDir: string): Promise<ContentSet> {
  return {
    services: await loadFile(contentDir, CONTENT_FILES.services, ServiceDto),
    projects: await loadFile(contentDir, CONTENT_FILES.projects, ProjectDto),
    products: await loadFile(contentDir, CONTENT_FILES.products, ProductDto),
  };
}

async function loadFile<T extends { id: number }>(dir: string, file: string, dto: ClassConstructor<T>): Promise<T[]> {
  const filePath = path.join(dir, file);
  let raw: string;
  try {
    raw = await readFile(filePath, 'utf8');
  } catch (error) {
    throw new ContentFileError(file, [`cannot be read at ${filePath}: ${(error as Error).message}`]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new ContentFileError(file, [`is not valid JSON: ${(error as Error).message}`]);
  }
  return validateItems(file, parsed, dto);
}

/**
 * The items of a content file, each checked with its DTO (class-validator: every field the contract names, no other,
 * and every rule), ids unique; else a `ContentFileError` naming every broken field of every item.
 */
export function validateItems<T extends { id: number }>(file: string, parsed: unknown, dto: ClassConstructor<T>): T[] {
  if (!Array.isArray(parsed)) throw new ContentFileError(file, ['must hold a JSON array of items']);
  const problems: string[] = [];
  const seen = new Map<unknown, number>();
  parsed.forEach((item: unknown, index) => {
    const isObject = typeof item === 'object' && item !== null && !Array.isArray(item);
    const id = isObject ? (item as Record<string, unknown>).id : undefined;
    const label = `item ${index + 1}${id === undefined ? '' : ` (id ${JSON.stringify(id)})`}`;
    if (!isObject) {
      problems.push(`${label}: must be an object`);
      return;
    }
    const errors = validateSync(plainToInstance(dto, item), { whitelist: true, forbidNonWhitelisted: true });
    for (const [field, message] of fieldErrors(errors)) problems.push(`${label}, field "${field}": ${message}`);
    if (id !== undefined) {
      const earlier = seen.get(id);
      if (earlier !== undefined) problems.push(`${label}, field "id": duplicates item ${earlier}`);
      else seen.set(id, index + 1);
    }
  });
  if (problems.length > 0) throw new ContentFileError(file, problems);
  return parsed as T[];
}

/**
 * Each field class-validator refused, nested fields as `gallery[0].caption`, with what is wrong with it, in the order
 * the DTO declares its fields (the contract's; a DTO instance has every one as an own key), unknown fields last.
 */
export function fieldErrors(errors: ValidationError[], parent = ''): [string, string][] {
  const position = (error: ValidationError) => {
    const index = Object.keys(error.target ?? {}).indexOf(error.property);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...errors]
    .sort((a, b) => position(a) - position(b))
    .flatMap((error) => {
      const path = /^\d+$/.test(error.property) ? `${parent}[${error.property}]` : parent ? `${parent}.${error.property}` : error.property;
      // class-validator's messages start with the field's name, which the path already gives.
      const messages =
        error.value === undefined && !error.constraints?.whitelistValidation
          ? ['is missing']
          : Object.values(error.constraints ?? {}).map((message) =>
              message.startsWith(`${error.property} `) ? message.slice(error.property.length + 1) : message,
            );
      return [...messages.map((message): [string, string] => [path, message]), ...fieldErrors(error.children ?? [], path)];
    });
}
