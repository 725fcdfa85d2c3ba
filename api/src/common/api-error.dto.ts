import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody } from '@azmar/contract/http/api-error-body';

/** OpenAPI description of the kit's `ApiErrorBody`, the body of every error the API sends. */
export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request', description: 'The HTTP reason phrase of statusCode' })
  error: string;

  @ApiProperty({ example: 'Validation failed', description: 'What went wrong, for people' })
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { name: 'Name must be at least 2 characters', email: 'Please enter a valid email address' },
    description: 'Validation errors only: one message per invalid field (the first rule it failed); unknown fields get "Unknown field"',
  })
  fields?: Record<string, string>;
}
