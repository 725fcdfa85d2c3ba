import { mayUse, type StaffArea, type StaffRole } from '@azmar/contract/staff/roles';

/** The parts of the staff area, in menu order, each with the API's area it needs (none: everyone's own password). */
const STAFF_SECTIONS = [
  { id: 'inbox', area: 'messages' },
  { id: 'services', area: 'content' },
  { id: 'projects', area: 'content' },
  { id: 'products', area: 'content' },
  { id: 'media', area: 'media' },
  { id: 'accounts', area: 'accounts' },
  { id: 'audit', area: 'audit' },
  { id: 'password', area: null },
] as const satisfies readonly { id: string; area: StaffArea | null }[];

export type StaffSectionId = (typeof STAFF_SECTIONS)[number]['id'];

/** The sections someone with `roles` sees: the API refuses the others with 403 all the same. */
export function sectionsFor(roles: readonly StaffRole[]): StaffSectionId[] {
  return STAFF_SECTIONS.filter((section) => section.area === null || mayUse(roles, section.area)).map((section) => section.id);
}

function isSectionId(value: string): value is StaffSectionId {
  return STAFF_SECTIONS.some((section) => section.id === value);
}

/**
 * The section a URL's `?section=` opens: a known one; none named, the first this person may use (a link of the
 * inbox, `?message=`, names none and opens the inbox for whoever reads messages).
 */
export function sectionToOpen(named: string, roles: readonly StaffRole[]): { section: StaffSectionId; allowed: boolean } {
  const allowed = sectionsFor(roles);
  if (isSectionId(named)) return { section: named, allowed: allowed.includes(named) };
  return { section: allowed[0] ?? 'password', allowed: true };
}
