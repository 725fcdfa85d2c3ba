import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { findMalformedText } from './well-formed-text.js';

/**
 * Global validation: unknown fields rejected, input trimmed by the DTOs, and one message per
 * invalid field (the first constraint that failed) in the `fields` map of the error body, for
 * the frontend to show under each field.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    // A JSON array, string or null is valid JSON but not a form; say so instead of reporting "0" as an unknown field.
    if (metadata.type === 'body' && !isPlainObject(value)) {
      throw new BadRequestException('The request body must be a JSON object');
    }
    // Before any transformer or validator sees the strings: a lone surrogate makes some of them throw.
    const malformed = findMalformedText(value);
    if (malformed) throw new BadRequestException(malformed.fields ? { message: malformed.message, fields: malformed.fields } : malformed.message);
    const inherited = isPlainObject(value) && this.toValidate(metadata) ? inheritedKeys(value) : [];
    if (inherited.length === 0) return super.transform(value, metadata);
    return this.rejectInheritedKeys(value as Record<string, unknown>, inherited, metadata);
  }

  /**
   * class-validator looks field names up in a plain object, so `constructor`, `toString` and the
   * other names of Object.prototype pass its whitelist as if declared (and class-transformer then
   * copies them onto the DTO). They are unknown fields like any other: validate the rest as usual
   * and report them together with whatever else is wrong.
   */
  private async rejectInheritedKeys(value: Record<string, unknown>, inherited: string[], metadata: ArgumentMetadata): Promise<never> {
    const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !inherited.includes(key)));
    let fields: Record<string, string> = {};
    try {
      await super.transform(rest, metadata);
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      const response = error.getResponse() as { fields?: Record<string, string> };
      fields = { ...response.fields };
    }
    const unknown = Object.fromEntries(inherited.map((key) => [key, 'Unknown field']));
    throw new BadRequestException({ message: 'Validation failed', fields: { ...fields, ...unknown } });
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function inheritedKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((key) => key in Object.prototype);
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException({ message: 'Validation failed', fields: fieldMessages(errors) }),
  });
}

function fieldMessages(errors: ValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    if ('whitelistValidation' in constraints) {
      fields[error.property] = 'Unknown field';
      continue;
    }
    const first = Object.values(constraints)[0];
    if (first) fields[error.property] = first;
  }
  return fields;
}
