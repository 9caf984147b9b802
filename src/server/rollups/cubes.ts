/**
 * The rollups' cubes (migrations/2026-12-02-0001-inquiry-rollups.ts creates their tables; a test holds the
 * two to the same columns). Each cube sums the inquiries per grain and period (the India day, the week from
 * Monday, the month) and its dimensions; a reader picks the smallest cube holding every dimension its filters
 * and grouping name (docs/decisions/0025).
 */

export type Grain = 'd' | 'w' | 'm' | 'q'
/** The grains of every cube; the funnel's also sum quarters (FUNNEL_GRAINS). */
export const GRAINS: readonly Grain[] = ['d', 'w', 'm']
/**
 * A year of the funnel is three or four quarters and the months, weeks and days at its ends: about half the
 * periods of months alone, and each period's cells are about as many (their hours fill up).
 */
export const FUNNEL_GRAINS: readonly Grain[] = ['d', 'w', 'm', 'q']

/** The dimensions the deltas carry, each a column of the same name in every cube that holds it. */
export type Dimension =
  | 'kind'
  | 'status'
  | 'channel'
  | 'program'
  | 'utm_source'
  | 'utm_campaign'
  | 'owner_uid'
  | 'is_repeat'
  | 'contacted'
  | 'contact_tenths'
  | 'contact_hours'
  | 'enrol_tenths'

export type Measure =
  | 'n'
  | 'open_due'
  | 'reached_contacted'
  | 'reached_qualified'
  | 'reached_enrolled'
  | 'within_due'
  | 'late_due'
  | 'within_5m'
  | 'late_5m'
  | 'open_5m'
  | 'within_1h'
  | 'late_1h'
  | 'open_1h'
  | 'odd'

export interface Cube {
  table: string
  dimensions: readonly Dimension[]
  measures: readonly Measure[]
  /** The unique key after grain, when it is not the period and then the dimensions in their order. */
  key?: readonly (Dimension | 'period')[]
  /** The grains it sums, when not GRAINS. */
  grains?: readonly Grain[]
}

const COUNTS: readonly Measure[] = ['n', 'open_due']
/** Each lead's verdict against its deadline and its 5-minute and 1-hour marks, as the speed cube counts them. */
export const SPEED_VERDICTS = [
  'within_due',
  'late_due',
  'open_due',
  'within_5m',
  'late_5m',
  'open_5m',
  'within_1h',
  'late_1h',
  'open_1h',
] as const satisfies readonly Measure[]
const SPEED: readonly Measure[] = ['n', ...SPEED_VERDICTS, 'odd']
const FUNNEL: readonly Measure[] = ['n', 'reached_contacted', 'reached_qualified', 'reached_enrolled']

/**
 * The cubes the table's counts and charts read, smallest first. The two narrow ones serve what names no
 * filter but its grouping (a chart by source or program over all time, a counsellor's own): the wider
 * cubes' kind and status multiply their rows per week by some twenty (migrations/2026-12-05-0001).
 */
export const COUNT_CUBES: readonly Cube[] = [
  { table: 'inquiry_rollup_source_owner', dimensions: ['utm_source', 'owner_uid'], measures: COUNTS },
  { table: 'inquiry_rollup_program_owner', dimensions: ['program', 'owner_uid'], measures: COUNTS },
  {
    table: 'inquiry_rollup_core',
    dimensions: ['kind', 'status', 'channel', 'owner_uid', 'is_repeat', 'contacted'],
    measures: COUNTS,
  },
  { table: 'inquiry_rollup_source', dimensions: ['kind', 'status', 'utm_source', 'owner_uid'], measures: COUNTS },
  { table: 'inquiry_rollup_program', dimensions: ['kind', 'status', 'program', 'owner_uid'], measures: COUNTS },
  {
    table: 'inquiry_rollup_all',
    dimensions: ['kind', 'status', 'channel', 'program', 'utm_source', 'owner_uid', 'is_repeat', 'contacted'],
    measures: COUNTS,
  },
]

export const SPEED_CUBE: Cube = {
  table: 'inquiry_rollup_speed',
  dimensions: ['owner_uid', 'contact_tenths'],
  measures: SPEED,
}

/**
 * The speed cube's measures per whole hour to first contact (migrations/2026-12-09-0001): a reader sums these
 * and takes the speed cube's tenths only for the hours its medians fall in.
 */
export const SPEED_HOURS_CUBE: Cube = {
  table: 'inquiry_rollup_speed_hours',
  dimensions: ['owner_uid', 'contact_hours'],
  measures: SPEED,
}

export type FunnelDimension = 'utm_source' | 'utm_campaign' | 'program' | 'channel'

/**
 * The funnel's cubes for one grouping (migrations/2026-12-07-0001, by channel 2026-12-08-0001): the stages
 * per hour to first contact and the tenths of a day to enrolment, summed over every owner (`hours`,
 * `enrol`) and per owner for a counsellor's scope (`hoursByOwner`, `enrolByOwner`, keyed by owner first);
 * and the tenths of an hour to first contact per owner, keyed by hour first (`tenths`), of which a reader
 * takes the hours its medians fall in.
 */
export interface FunnelCubes {
  hours: Cube
  hoursByOwner: Cube
  enrol: Cube
  enrolByOwner: Cube
  tenths: Cube
}

function funnelCubes(name: string, group: FunnelDimension): FunnelCubes {
  const table = (what: string) => `inquiry_rollup_funnel_${what}_${name}`
  return {
    hours: { table: table('hours'), dimensions: [group, 'contact_hours'], measures: FUNNEL, grains: FUNNEL_GRAINS },
    hoursByOwner: {
      table: `${table('hours')}_owner`,
      dimensions: ['owner_uid', group, 'contact_hours'],
      measures: FUNNEL,
      key: ['owner_uid', 'period', group, 'contact_hours'],
      grains: FUNNEL_GRAINS,
    },
    enrol: { table: table('enrol'), dimensions: [group, 'enrol_tenths'], measures: ['n'], grains: FUNNEL_GRAINS },
    enrolByOwner: {
      table: `${table('enrol')}_owner`,
      dimensions: ['owner_uid', group, 'enrol_tenths'],
      measures: ['n'],
      key: ['owner_uid', 'period', group, 'enrol_tenths'],
      grains: FUNNEL_GRAINS,
    },
    tenths: {
      table: table('tenths'),
      dimensions: ['contact_hours', group, 'owner_uid', 'contact_tenths'],
      measures: ['n'],
      key: ['contact_hours', 'period', group, 'owner_uid', 'contact_tenths'],
      grains: FUNNEL_GRAINS,
    },
  }
}

export const FUNNEL_CUBES: Record<FunnelDimension, FunnelCubes> = {
  utm_source: funnelCubes('source', 'utm_source'),
  utm_campaign: funnelCubes('campaign', 'utm_campaign'),
  program: funnelCubes('program', 'program'),
  channel: funnelCubes('channel', 'channel'),
}

/** The funnel by owner: its stages per hour and its enrolment tenths (the tenths come from any grouping's). */
export const FUNNEL_OWNER_CUBES = {
  hours: {
    table: 'inquiry_rollup_funnel_hours_owner',
    dimensions: ['owner_uid', 'contact_hours'],
    measures: FUNNEL,
    grains: FUNNEL_GRAINS,
  },
  enrol: {
    table: 'inquiry_rollup_funnel_enrol_owner',
    dimensions: ['owner_uid', 'enrol_tenths'],
    measures: ['n'],
    grains: FUNNEL_GRAINS,
  },
} as const satisfies Record<string, Cube>

export const ALL_CUBES: readonly Cube[] = [
  ...COUNT_CUBES,
  SPEED_CUBE,
  SPEED_HOURS_CUBE,
  ...Object.values(FUNNEL_CUBES).flatMap((f) => Object.values(f)),
  ...Object.values(FUNNEL_OWNER_CUBES),
]

/** The smallest count cube holding every dimension named, if any. */
export function cubeFor(needed: ReadonlySet<Dimension>): Cube {
  const cube = COUNT_CUBES.find((c) => [...needed].every((d) => c.dimensions.includes(d)))
  // The last cube holds every dimension a filter or a chart names.
  return cube ?? COUNT_CUBES.at(-1)!
}
