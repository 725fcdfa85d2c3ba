// validator.js is what class-validator's `isEmail` runs, so the form and the API accept exactly the same
// addresses. Its CommonJS build is the one plain Node can load (the `es/` build has extensionless imports).
import isEmailModule from 'validator/lib/isEmail.js';

type IsEmail = (value: string) => boolean;

// The CommonJS default import is the function itself for Node, rspack and vitest, but TypeScript types it as
// the module object under NodeNext and as the function under Bundler resolution; the module sets
// `module.exports.default` to the function too, so either reading finds it.
const interop = isEmailModule as unknown as IsEmail & { default?: IsEmail };
const isEmail: IsEmail = interop.default ?? interop;

/** The email rule of the contact form: a valid address by validator.js's default `isEmail` options, as class-validator checks it. */
export function isEmailAddress(value: string): boolean {
  try {
    return isEmail(value);
  } catch {
    // isEmail decodes the address and throws URIError on a lone UTF-16 surrogate: not a valid address either.
    return false;
  }
}
