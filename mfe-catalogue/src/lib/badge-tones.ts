/** Badge colours of docs/product.md §10; each tone is a class of components/content-grid.css. */
export type BadgeTone = 'green' | 'blue' | 'yellow' | 'purple' | 'grey';

export function statusTone(status: string): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'ongoing') return 'blue';
  if (status === 'planned') return 'yellow';
  return 'grey';
}

export function categoryTone(category: string): BadgeTone {
  if (category === 'paver-blocks' || category === 'parking-tiles' || category === 'rubber-pavers') return 'blue';
  if (category === 'electronics') return 'purple';
  if (category === 'poultry-equipment') return 'green';
  return 'grey';
}
