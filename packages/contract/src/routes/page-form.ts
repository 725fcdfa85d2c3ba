/**
 * Where a page's code finds the state the server rendered its form with (a route with `form`): the page's query
 * cache, under this key.
 */
export function pageFormKey(id: string): readonly ['page-form', string] {
  return ['page-form', id];
}
