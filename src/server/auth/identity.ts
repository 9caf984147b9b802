import type { Role } from '../../shared/permissions'

/** Who the caller is, as a verified Firebase ID token says; the only identity the server knows. */
export interface Identity {
  uid: string
  email: string | null
  emailVerified: boolean
  name: string | null
  picture: string | null
  phoneNumber: string | null
}

/** A verified caller who is on the back office's team, with the role that decides what they may do. */
export interface Member extends Identity {
  role: Role
}

/** Someone who changes admin rights: a signed-in admin, or an operator on the command line. */
export type AdminActor = { source: 'back-office'; identity: Identity } | { source: 'cli' }
