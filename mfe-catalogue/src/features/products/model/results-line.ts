/** The three parts of the results line, as translated (i18next-style `{{name}}` placeholders). */
export interface ResultsLineTemplates {
  showing: string;
  inCategory: string;
  matching: string;
}

export interface ResultsLineValues {
  /** Already formatted for the language (Eastern Arabic digits in Kurdish). */
  shown: string;
  total: string;
  /** The active category's label, or `null` when All is active. */
  category: string | null;
  search: string;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** 'Showing N of M products', then ' in {category}' with a category, then ' matching "{search}"' with a search. */
export function resultsLine(templates: ResultsLineTemplates, values: ResultsLineValues): string {
  let line = fill(templates.showing, { shown: values.shown, total: values.total });
  if (values.category !== null) line += fill(templates.inCategory, { category: values.category });
  const search = values.search.trim();
  if (search !== '') line += fill(templates.matching, { search });
  return line;
}
