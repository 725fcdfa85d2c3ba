/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_SAFE: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const scriptSafe = (json: string) => json.replace(SCRIPT_UNSAFE, (character) => SCRIPT_SAFE[character] ?? character);

/**
 * The script-safe JSON of each frozen value met, written once. The frozen values in a page's state are the render
 * worker's API lists, shared by every page and frozen all the way down (server/api-reads.mjs), so their JSON never
 * changes: writing them again for each page was 5% of a render of `/` (one render after another in one thread).
 */
const frozenJson = new WeakMap<object, string>();

/**
 * Stands for a frozen value's JSON in the page's own while it is written; as JSON, `"\u0000<index>"`. JSON writes a
 * NUL only as that escape, so the page's own JSON holds it only where a mark is, or where a key or string of its own
 * has a NUL (then it is written without marks).
 */
const SPLICE_MARK = '\u0000';
const SPLICE_POINT = /"\\u0000(\d+)"/g;

/** `value` as JSON safe inside a `<script>` element, with each frozen value in it written from its kept JSON. */
export function scriptJson(value: unknown): string {
  const spliced: string[] = [];
  let marksInData = false;
  const json = JSON.stringify(value, (key, each: unknown) => {
    // A NUL in the page's own keys or strings could be read as a mark: such a value is written without marks.
    if (key.includes(SPLICE_MARK) || (typeof each === 'string' && each.includes(SPLICE_MARK))) marksInData = true;
    if (each === null || typeof each !== 'object' || !Object.isFrozen(each)) return each;
    let written = frozenJson.get(each);
    if (written === undefined) {
      written = scriptSafe(JSON.stringify(each));
      frozenJson.set(each, written);
    }
    spliced.push(written);
    return `${SPLICE_MARK}${spliced.length - 1}`;
  });
  if (marksInData) return scriptSafe(JSON.stringify(value));
  return scriptSafe(json).replace(SPLICE_POINT, (_mark, index: string) => spliced[Number(index)] ?? 'null');
}
