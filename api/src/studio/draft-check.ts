import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { Language } from '@azmar/contract/content/language';
import type { AnyContentDraft } from '@azmar/contract/staff/content-items';
import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ProductDto } from '../products/product.dto.js';
import { ProjectDto } from '../projects/project.dto.js';
import { fieldErrors } from '../seed/content-files.js';
import { ServiceDto } from '../services/service.dto.js';
import { StaffError } from '../staff/staff-error.js';
import { withBlanksFilled } from './content-fields.js';

const DTOS: Record<ContentKind, ClassConstructor<object>> = { services: ServiceDto, projects: ProjectDto, products: ProductDto };

/** Each field the kind's DTO refuses (the public item's rules: every key, no other), path → message. */
export function itemProblems(kind: ContentKind, item: unknown): Record<string, string> {
  const errors = validateSync(plainToInstance(DTOS[kind], item), { whitelist: true, forbidNonWhitelisted: true });
  const problems: Record<string, string> = {};
  for (const [path, message] of fieldErrors(errors)) problems[path] ??= message;
  return problems;
}

/** A draft to save: the public item's rules, but a text may still be blank (the staff member is not done). 400 otherwise. */
export function checkDraft(kind: ContentKind, body: unknown, language: Language): AnyContentDraft {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new StaffError(400, 'content.invalid', language, { fields: { '': 'must be an object' } });
  if ('id' in body) throw new StaffError(400, 'content.invalid', language, { fields: { id: 'is the URL’s; leave it out' } });
  const problems = itemProblems(kind, { id: 1, ...withBlanksFilled(body) });
  if (Object.keys(problems).length > 0) throw new StaffError(400, 'content.invalid', language, { fields: problems });
  return body as AnyContentDraft;
}
