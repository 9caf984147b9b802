import {
  ALL_CUBES,
  COUNT_CUBES,
  FUNNEL_CUBES,
  SPEED_CUBE,
  SPEED_HOURS_CUBE,
  type Cube,
} from '../../src/server/rollups/cubes'

// The cubes of earlier schemas, for tests that undo a migration and move deltas as the compactor of that
// time did (compactRollups moves into the cubes it is given).

const STAGES = ['n', 'reached_contacted', 'reached_qualified', 'reached_enrolled'] as const

/** The funnel's joint histograms, per group, owner and both times in tenths (2026-12-02-0001). */
const JOINT_FUNNEL: Cube[] = (
  [
    ['source', 'utm_source'],
    ['campaign', 'utm_campaign'],
    ['program', 'program'],
  ] as const
).map(([name, group]) => ({
  table: `inquiry_rollup_funnel_${name}`,
  dimensions: [group, 'owner_uid', 'contact_tenths', 'enrol_tenths'],
  measures: STAGES,
}))

const NARROW = new Set(['inquiry_rollup_source_owner', 'inquiry_rollup_program_owner'])

/** The cubes each migration since the funnel's histograms added to them, in the migrations' order. */
const ADDED: [string, Cube[]][] = [
  ['funnel-channel', Object.values(FUNNEL_CUBES.channel)],
  ['speed-hours', [SPEED_HOURS_CUBE]],
]

/** The cubes as they were just before the migration named. */
export function cubesBefore(
  migration: 'narrow-rollups' | 'funnel-histograms' | 'funnel-channel' | 'speed-hours',
): Cube[] {
  const at = ADDED.findIndex(([name]) => name === migration)
  if (at >= 0) {
    const later = new Set(ADDED.slice(at).flatMap(([, cubes]) => cubes))
    return ALL_CUBES.filter((c) => !later.has(c))
  }
  const counts = migration === 'narrow-rollups' ? COUNT_CUBES.filter((c) => !NARROW.has(c.table)) : COUNT_CUBES
  return [...counts, SPEED_CUBE, ...JOINT_FUNNEL]
}
