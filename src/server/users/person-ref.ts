/** An admin as the back office names them (an owner, an actor, a view's maker, a lead taker). */
export interface PersonRef {
  uid: string
  email: string | null
  name: string | null
}
