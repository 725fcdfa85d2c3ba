/**
 * Stands in for @module-federation/error-codes' descriptions in the browser builds (see
 * `build/federation-error-texts-trim`). Every code reads the same short text, so an error still names its code and the
 * runtime's own message adds the troubleshooting link (`… #RUNTIME-008`, then module-federation.io/guide/troubleshooting/
 * runtime#runtime-008), as React's production errors name a code and a link. A code added by a newer runtime reads
 * the same text rather than `undefined`.
 */
const describeAny: Record<string, string> = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' ? 'Module Federation error' : undefined),
});

export const runtimeDescMap = describeAny;
export const typeDescMap = describeAny;
export const buildDescMap = describeAny;
export const errorDescMap = describeAny;
