/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_SAFE: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** `value` as JSON safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => SCRIPT_SAFE[character] ?? character);
}
