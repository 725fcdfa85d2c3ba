/**
 * Staff roles. Each staff endpoint names the roles it allows (`STAFF_AREA_ROLES` below); an administrator may do
 * everything, an editor the content and media, an inbox account the contact messages.
 */
export const STAFF_ROLES = ['administrator', 'editor', 'inbox'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Which roles may use each part of the staff area (the API refuses the rest with 403). */
const STAFF_AREA_ROLES = {
  content: ['administrator', 'editor'],
  media: ['administrator', 'editor'],
  messages: ['administrator', 'inbox'],
  accounts: ['administrator'],
  audit: ['administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREA_ROLES;

/** Whether someone with `roles` may use `area`: the UI shows only these parts, the API enforces the same table. */
export function mayUse(roles: readonly StaffRole[], area: StaffArea): boolean {
  const allowed: readonly StaffRole[] = STAFF_AREA_ROLES[area];
  return roles.some((role) => allowed.includes(role));
}

export type StaffErrorCode =
  | 'auth.signed-out'
  | 'auth.wrong-role'
  | 'auth.cross-site'
  | 'auth.csrf'
  | 'content.not-found'
  | 'content.version-required'
  | 'content.version-conflict'
  | 'content.invalid'
  | 'content.incomplete'
  | 'content.no-earlier-version'
  | 'content.order-mismatch'
  | 'media.missing-file'
  | 'media.too-large'
  | 'media.unsupported-type'
  | 'media.mismatched-content'
  | 'media.undecodable'
  | 'media.bad-name'
  | 'media.alt-required'
  | 'media.not-found'
  | 'media.in-use'
  | 'accounts.username-taken'
  | 'accounts.not-found'
  | 'accounts.last-administrator'
  | 'accounts.invalid'
  | 'password.wrong-current'
  | 'password.invalid';
