/**
 * Who may do what in the back office: the one table the server enforces (each procedure names its
 * permission, each read of inquiries is scoped in its SQL) and the client reads to show each role only
 * what it can use (docs/decisions/0022).
 */
export const ROLES = ['owner', 'manager', 'counsellor', 'marketing'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  counsellor: 'Counsellor',
  marketing: 'Marketing',
}

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including the team, personal-data requests, alert delivery and the access log.',
  manager: 'Every inquiry: triage, assignment, bulk changes, CSV export, spreadsheet imports and every report.',
  counsellor: 'Their own leads and unassigned ones, and their own numbers.',
  marketing: 'Charts, the funnel and speed to contact, without names, e-mails or phones.',
}

const ALL: readonly Role[] = ROLES
const DESK: readonly Role[] = ['owner', 'manager', 'counsellor']
const LEADS: readonly Role[] = ['owner', 'manager']
const OWNER: readonly Role[] = ['owner']

export const PERMISSIONS = {
  /** Sign in to the back office: one's own settings. */
  'backOffice.open': ALL,
  /** See inquiries with their personal data (a counsellor: their own and unassigned ones). */
  'inquiries.read': DESK,
  /** Triage, contact log, follow-ups, notes (a counsellor: their own, taking an unassigned one first). */
  'inquiries.work': DESK,
  /** Add an inquiry by hand (a walk-in, a phone call); a counsellor's is their own. */
  'inquiries.add': DESK,
  /** Assign to anyone and change many at once (a counsellor only takes unassigned ones for themselves). */
  'inquiries.assign': LEADS,
  'inquiries.export': LEADS,
  /** Import leads from a spreadsheet, follow and cancel imports, revert one within 30 days. */
  'inquiries.import': LEADS,
  /** Charts, the funnel, speed to contact: numbers only (a counsellor: their own). */
  'reports.read': ALL,
  /** Be dealt new leads round-robin and choose to take them. */
  'leads.take': DESK,
  /** A person's data: export, erasure, do not contact. */
  'privacy.manage': OWNER,
  /** The team and its roles, and the audit of those changes. */
  'team.manage': OWNER,
  /** How alerts are delivered: the outbox and its retries. */
  'alerts.manage': OWNER,
  'accessLog.read': OWNER,
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

/**
 * Which inquiries a role's reads, changes and numbers reach: a counsellor's own and unassigned ones.
 * Marketing's numbers cover everything; it reaches no row, since no permission of its reads one.
 */
export type InquiryScope = 'all' | 'own'
export const INQUIRY_SCOPE: Record<Role, InquiryScope> = {
  owner: 'all',
  manager: 'all',
  counsellor: 'own',
  marketing: 'all',
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

/** A role's permissions, in the table's order: what `auth.checkAdmin` answers. */
export function permissionsOf(role: Role | null | undefined): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p))
}

/** Where a member lands on opening the back office. */
export function homeOf(role: Role): '/admin/today' | '/admin/inquiries' | '/admin/reports' {
  if (role === 'counsellor') return '/admin/today'
  return role === 'marketing' ? '/admin/reports' : '/admin/inquiries'
}

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value)
