/**
 * Every error the API sends has this shape. `fields` is present on validation errors (400) and
 * carries one message per offending field, keyed by the field name, for display under that field.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}
