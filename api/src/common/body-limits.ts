/** How big a parsed JSON body may be in shape (its size in bytes is Fastify's `bodyLimit`). */
export interface BodyLimits {
  /** Deepest nesting of objects and arrays; the body itself is level 1. */
  maxDepth: number;
  /** Object keys and array items, counted together over the whole body. */
  maxKeys: number;
}

/**
 * The first limit a parsed JSON body breaks, as a message for the client, or `null`. Runs before
 * anything recursive (class-transformer overflows the stack on a few thousand levels), so it walks
 * with its own stack, and it stops at the first excess: its cost is bounded by the limits, not by
 * the body (a flat array of 100,000 items costs one step).
 */
export function bodyLimitProblem(body: unknown, limits: BodyLimits): string | null {
  if (!isContainer(body)) return null;
  const pending: Array<{ value: object; depth: number }> = [{ value: body, depth: 1 }];
  let entries = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (depth > limits.maxDepth) {
      return `The request body is nested too deeply: at most ${limits.maxDepth} levels of objects and arrays are accepted`;
    }
    const children: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
    entries += children.length;
    if (entries > limits.maxKeys) {
      return `The request body has too many entries: at most ${limits.maxKeys} object keys and array items in total are accepted`;
    }
    for (const child of children) {
      if (isContainer(child)) pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
