import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { PersonRef } from './person-ref'

/** Who takes new leads: the caller's own choice and everyone taking them now. */
export interface Distribution {
  takingLeads: boolean
  takers: PersonRef[]
}

/** Whether `uid` takes new leads, and every admin who does (the rotation, in its order). */
async function readDistribution(db: Kysely<Database>, uid: string): Promise<Distribution> {
  const takers = await db
    .selectFrom('users')
    .select(['uid', 'email', 'display_name'])
    .where('taking_leads', '=', true)
    .where('role', 'in', ['owner', 'manager', 'counsellor'])
    .orderBy('uid')
    .execute()
  return {
    takingLeads: takers.some((t) => t.uid === uid),
    takers: takers.map((t) => ({ uid: t.uid, email: t.email, name: t.display_name })),
  }
}

export function getDistribution(db: Kysely<Database>, uid: string): Promise<Distribution> {
  return readDistribution(db, uid)
}

/** The caller joins or leaves the rotation of new leads (inquiry-batcher.ts deals them). */
export async function setTakingLeads(db: Kysely<Database>, uid: string, takingLeads: boolean): Promise<Distribution> {
  await db.updateTable('users').set({ taking_leads: takingLeads }).where('uid', '=', uid).execute()
  return readDistribution(db, uid)
}
