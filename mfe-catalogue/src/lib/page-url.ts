import { LANGUAGE_QUERY_PARAM } from '@azmar/contract/routes/language-urls';

/** A change to the page's query: a value sets the parameter, `null` removes it. */
type QueryChange = Readonly<Record<string, string | null>>;

/**
 * The page's own URL as the server rendered it (or the browser shows it): what the links and GET forms of the
 * catalogue point at, so a press before or without the page's code gets the same page the code would make.
 */
export interface PageUrl {
  path: string;
  /** One query parameter's value, or `null`. */
  param: (name: string) => string | null;
  /** The page's URL with `changes` applied to its query (other parameters, and `lang`, are kept). */
  hrefWith: (changes: QueryChange) => string;
  /**
   * The parameters a GET form must send again beside its own fields (a form's submission replaces the whole
   * query), leaving out those the form sets or clears.
   */
  keptParams: (leaveOut: readonly string[]) => [string, string][];
}

/** @param language the page's: its links and forms keep the visitor in it (`lang`), whatever the URL named. */
export function pageUrl(path: string, search: string, language: string): PageUrl {
  const current = new URLSearchParams(search);
  current.set(LANGUAGE_QUERY_PARAM, language);
  return {
    path,
    param: (name) => current.get(name),
    hrefWith(changes) {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      const query = next.toString();
      return query ? `${path}?${query}` : path;
    },
    keptParams: (leaveOut) => [...current.entries()].filter(([name]) => !leaveOut.includes(name)),
  };
}
