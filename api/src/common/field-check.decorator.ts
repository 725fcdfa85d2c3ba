import { registerDecorator, type ValidationArguments } from 'class-validator';

/** Returns the message of the first rule the value breaks, or `null` when it is valid. */
export type FieldCheckFn = (value: unknown) => string | null;

/**
 * One class-validator constraint per field that applies its rules in a fixed order and reports
 * the first one broken. Stacked decorators would do the same job, but the order class-validator
 * evaluates them in is not the order they are written in, and the frontend shows exactly one
 * message per field.
 */
export function FieldCheck(check: FieldCheckFn): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'fieldCheck',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => check(value) === null,
        defaultMessage: (args?: ValidationArguments) => check(args?.value) ?? 'Invalid value',
      },
    });
  };
}
