import { weighted, type Random } from './seed-random'
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './seed-vocabulary'

const DOMAINS = weighted(EMAIL_DOMAINS)

/**
 * A new person's address, made from the name the way people make theirs. Nearly every pattern carries a
 * number from a wide range, as the popular names' plain addresses were taken long ago: over a million
 * people a few dozen pairs share one by chance, where names alone would make strangers one "person".
 */
function emailFor(first: string, last: string, random: Random): string {
  const f = first.toLowerCase()
  const l = last.toLowerCase().replace(/[^a-z]/g, '')
  const n = random.next()
  const local =
    n < 0.35
      ? `${f}.${l}${random.int(1, 99_999)}`
      : n < 0.6
        ? `${f}${l}${random.int(1, 99_999)}`
        : n < 0.7
          ? `${f}_${l}${random.int(1, 9_999)}`
          : n < 0.8
            ? `${f}.${l[0]}${random.int(100, 99_999)}`
            : n < 0.9
              ? `${f[0]}${l}${random.int(100, 99_999)}`
              : n < 0.95
                ? `${f}${l}${random.int(1985, 2008)}${random.int(1, 99)}`
                : `${f}${random.int(1, 99_999)}`
  return `${local}@${random.pickWeighted(DOMAINS)}`
}

/** The same address as someone types it another time, with capitals (e-mail keys ignore case). */
function recased(email: string, random: Random): string {
  const at = email.indexOf('@')
  const local = email.slice(0, at)
  const capitalised = random.chance(0.7)
    ? local.replace(/(^|[._])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase())
    : local.toUpperCase()
  return capitalised + (random.chance(0.3) ? email.slice(at).toUpperCase() : email.slice(at))
}

/** An Indian mobile number: 10 digits, the first from 6-9. */
function mobileFor(random: Random): string {
  return `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`
}

/** The ways people type a mobile, and how often: +91 and spaces, bare, +91 bare, dashes, a trunk 0. */
const PHONE_FORMATS = weighted<(digits: string) => string>([
  [(d) => `+91 ${d.slice(0, 5)} ${d.slice(5)}`, 40],
  [(d) => d, 35],
  [(d) => `+91${d}`, 12],
  [(d) => `+91-${d.slice(0, 5)}-${d.slice(5)}`, 8],
  [(d) => `0${d}`, 5],
])

/** The mobile in one of the formats, other than `unlike` (how it was typed before) when that is given. */
function phoneFor(digits: string, random: Random, unlike?: string): string {
  for (let tries = 0; ; tries++) {
    const phone = random.pickWeighted(PHONE_FORMATS)(digits)
    if (phone !== unlike || tries === 5) return phone
  }
}

/** Someone who writes in; a returning inquiry keeps the name and reuses the e-mail, the mobile or both. */
export interface Person {
  firstName: string
  lastName: string
  email: string
  mobile: string
  /** As typed last time. */
  phone: string
  /** The owner of the person's latest owned inquiry: a person's leads stay with one counsellor. */
  owner: string | null
  inquiries: number
}

/** Of inquiries, the share from someone who wrote before. */
const RETURN_RATE = 0.12
/** How far back people return from: the people of the last this-many inquiries (two weeks of a busy year). */
const RING_SIZE = 20_000
/** Nobody writes more often than this; a pick past it is a new person instead. */
const MAX_INQUIRIES_PER_PERSON = 5

/**
 * What generating carries from batch to batch: the people of the latest inquiries, a ring returning
 * inquiries pick from. A person goes in again with each inquiry, so those who came back are likelier to
 * come back again (a few write 3-5 times); rows are generated in time order, so returns come within weeks.
 */
export interface SeedState {
  ring: Person[]
  next: number
}

export function newSeedState(): SeedState {
  return { ring: [], next: 0 }
}

/** Who sends the next inquiry: mostly someone new, about one in eight someone from the ring. */
export function personFor(state: SeedState, random: Random): Person {
  let person: Person | undefined
  if (state.ring.length > 0 && random.chance(RETURN_RATE)) {
    const earlier = random.pick(state.ring)
    if (earlier.inquiries < MAX_INQUIRIES_PER_PERSON) person = earlier
  }
  if (person) {
    // Mostly the same e-mail and mobile again; sometimes a new phone, or a new address. The mobile is
    // typed another way more often than not, and now and then the address with capitals.
    const n = random.next()
    if (n < 0.15) person.mobile = mobileFor(random)
    else if (n < 0.3) person.email = emailFor(person.firstName, person.lastName, random)
    if (random.chance(0.15)) person.email = recased(person.email, random)
    person.phone = phoneFor(person.mobile, random, random.chance(0.75) ? person.phone : undefined)
    person.inquiries++
  } else {
    const firstName = random.pick(FIRST_NAMES)
    const lastName = random.pick(LAST_NAMES)
    const mobile = mobileFor(random)
    person = {
      firstName,
      lastName,
      email: emailFor(firstName, lastName, random),
      mobile,
      phone: phoneFor(mobile, random),
      owner: null,
      inquiries: 1,
    }
  }
  if (state.ring.length < RING_SIZE) state.ring.push(person)
  else state.ring[state.next] = person
  state.next = (state.next + 1) % RING_SIZE
  return person
}
