import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { FORM_TOKEN_BATCH_MAX } from '@azmar/contract/content/contact-form-state';
import { FieldCheck } from '../common/field-check.decorator.js';

/** `GET FORM_TOKEN_BATCH_PATH?count=…` (the contract's): how many tokens at once. */
export class FormTokenBatchQueryDto {
  @ApiProperty({ minimum: 1, maximum: FORM_TOKEN_BATCH_MAX })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value))
  @FieldCheck((value) =>
    typeof value === 'number' && value >= 1 && value <= FORM_TOKEN_BATCH_MAX ? null : `count must be a whole number from 1 to ${FORM_TOKEN_BATCH_MAX}`,
  )
  count: number;
}
