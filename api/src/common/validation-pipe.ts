import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * Global validation: unknown fields rejected, input trimmed by the DTOs, and one message per
 * invalid field (the first constraint that failed) in the `fields` map of the error body, for
 * the frontend to show under each field.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A JSON array, string or null is valid JSON but not a form; say so instead of reporting "0" as an unknown field.
    if (metadata.type === 'body' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new BadRequestException('The request body must be a JSON object');
    }
    return super.transform(value, metadata);
  }
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

export function fieldMessages(errors: ValidationError[]): Record<string, string> {
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
