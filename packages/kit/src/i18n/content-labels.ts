// The names of the codes content keeps (a sector, a project's status, a product's category), in the page's language,
// from the `common` namespace: the catalogue's pages, home and the staff studio show the same words.

/** `poultry` → `Poultry`: the label of a value that has no translation. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Translate = (key: string, options?: { defaultValue: string }) => string;

/** `paver-blocks` → `paverBlocks`, the text key of a category. */
const textKey = (value: string): string => value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A sector's label in the current language; an unknown sector is capitalised (docs/product.md §7). */
export function sectorLabel(t: Translate, sector: string): string {
  return t(`common:sectors.${textKey(sector)}`, { defaultValue: capitalise(sector) });
}

/** A category's label: the five names of docs/product.md §8, otherwise capitalised. */
export function categoryLabel(t: Translate, category: string): string {
  return t(`common:categories.${textKey(category)}`, { defaultValue: capitalise(category) });
}

/** A project's status: completed, ongoing, planned; otherwise capitalised. */
export function statusLabel(t: Translate, status: string): string {
  return t(`common:statuses.${status}`, { defaultValue: capitalise(status) });
}
