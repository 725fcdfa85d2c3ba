import { SECTOR_ORDER, type Service } from '@azmar/contract/content/service';

/** Services in the fixed sector order of docs/product.md §6, keeping the order given within a sector; an unknown sector goes last. */
export function sortBySector(services: Service[]): Service[] {
  const rank = (s: Service) => {
    const index = SECTOR_ORDER.indexOf(s.sector);
    return index === -1 ? SECTOR_ORDER.length : index;
  };
  return [...services].sort((a, b) => rank(a) - rank(b));
}
