import * as kit from '@azmar/kit/content/content-types';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  PRODUCT_CATEGORIES,
  PROJECT_STATUSES,
  SECTOR_ORDER,
} from '../src/contract/content-shapes.js';

// The API copies the kit's runtime constants (Node cannot load the kit's .ts from dist/); they must stay equal.
// The key sets and value types are tied to the kit's interfaces at compile time (Shape<T> in
// content-shapes.ts, DTOs that `implements` the kit types, serializers typed by them; `npm test`
// runs tsc first) and checked against real responses in the integration suites.
describe('one contract with packages/kit', () => {
  it('uses the kit constants', () => {
    expect(SECTOR_ORDER).toEqual(kit.SECTOR_ORDER);
    expect(PROJECT_STATUSES).toEqual(kit.PROJECT_STATUSES);
    expect(PRODUCT_CATEGORIES).toEqual(kit.PRODUCT_CATEGORIES);
    expect(LANGUAGES).toEqual(kit.LANGUAGES);
  });
});
