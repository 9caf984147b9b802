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

/** The cubes as they were just before the migration named. */
export function cubesBefore(
  migration: 'narrow-rollups' | 'funnel-histograms' | 'funnel-channel' | 'speed-hours',
): Cube[] {
  if (migration === 'speed-hours') return ALL_CUBES.filter((c) => c !== SPEED_HOURS_CUBE)
  if (migration === 'funnel-channel') {
    const later = new Set([...Object.values(FUNNEL_CUBES.channel), SPEED_HOURS_CUBE].map((c) => c.table))
    return ALL_CUBES.filter((c) => !later.has(c.table))
  }
  const counts = migration === 'narrow-rollups' ? COUNT_CUBES.filter((c) => !NARROW.has(c.table)) : COUNT_CUBES
  return [...counts, SPEED_CUBE, ...JOINT_FUNNEL]
}
