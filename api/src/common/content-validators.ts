import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsISO8601, IsString, Matches, MaxLength, ValidateIf, type ValidationOptions } from 'class-validator';

/** The longest text of a field that names no shorter limit. */
export const TEXT_MAX = 10_000;

const messageFor = (options: ValidationOptions, message: string) => ({ ...options, message: `${options.each ? 'each value in ' : ''}$property ${message}` });

/** Text a visitor reads: a string, not blank, of at most `maxLength` characters. */
export function IsText(maxLength = TEXT_MAX, options: ValidationOptions = {}): PropertyDecorator {
  return applyDecorators(IsString(options), Matches(/\S/, messageFor(options, 'must not be blank')), MaxLength(maxLength, options));
}

/** A site-relative path such as `/assets/media/x.jpg`: never a remote URL, so the site works offline. */
export function IsMediaPath(): PropertyDecorator {
  return Matches(/^\/(?!\/)\S*[^/\s]$/, { message: '$property must be a site-relative path like /assets/media/name.jpg' });
}

/** An ISO-8601 UTC timestamp as the API sends it, e.g. 2021-06-30T00:00:00.000Z. */
export function IsUtcTimestamp(): PropertyDecorator {
  const message = '$property must be an ISO-8601 UTC timestamp like 2021-06-30T00:00:00.000Z';
  return applyDecorators(Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, { message }), IsISO8601({ strict: true }, { message }));
}

/** `null` is a value (nothing to show); a missing key is not, so content files say `null` where there is none. */
export function Nullable(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object, value) => value !== null),
    IsDefined(),
  );
}
