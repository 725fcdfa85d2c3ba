import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import { productShape, projectShape, serviceShape } from '../contract/content-shapes.js';
import { checkShape, type Shape } from '../contract/field-rules.js';

export interface ContentSet {
  services: Service[];
  projects: Project[];
  products: Product[];
}

export const CONTENT_FILES = { services: 'services.json', projects: 'projects.json', products: 'products.json' } as const;

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
    services: await loadFile(contentDir, CONTENT_FILES.services, serviceShape),
    projects: await loadFile(contentDir, CONTENT_FILES.projects, projectShape),
    products: await loadFile(contentDir, CONTENT_FILES.products, productShape),
  };
}

async function loadFile<T extends { id: number }>(dir: string, file: string, shape: Shape<T>): Promise<T[]> {
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
  return validateItems(file, parsed, shape);
}

export function validateItems<T extends { id: number }>(file: string, parsed: unknown, shape: Shape<T>): T[] {
  if (!Array.isArray(parsed)) throw new ContentFileError(file, ['must hold a JSON array of items']);
  const problems: string[] = [];
  const seen = new Map<unknown, number>();
  parsed.forEach((item: unknown, index) => {
    const id = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).id : undefined;
    const label = `item ${index + 1}${id === undefined ? '' : ` (id ${JSON.stringify(id)})`}`;
    for (const problem of checkShape(item, shape)) problems.push(`${label}, field ${problem}`);
    if (id !== undefined) {
      const earlier = seen.get(id);
      if (earlier !== undefined) problems.push(`${label}, field "id": duplicates item ${earlier}`);
      else seen.set(id, index + 1);
    }
  });
  if (problems.length > 0) throw new ContentFileError(file, problems);
  return parsed as T[];
}
