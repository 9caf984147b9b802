// `npm run db:seed -- [--inquiries N] [--reset] [--seed S] [--yes]`: fills DATABASE_URL (or the embedded
// database in DATA_DIR) with realistic inquiries for the back office and its benchmark.
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrator'
import { DEFAULT_SEED, seedInquiries } from './seed-inquiries'
import { SEED_ADMINS } from './seed-vocabulary'

const USAGE = 'usage: npm run db:seed -- [--inquiries N] [--reset] [--seed S] [--yes]'
const MAX_INQUIRIES = 10_000_000

function positiveInt(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback
  const n = Number(value.replace(/_/g, ''))
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`${value}: expected a whole number from 1 to ${max}\n${USAGE}`)
  return n
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      inquiries: { type: 'string' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
      yes: { type: 'boolean', default: false },
    },
  })
  // Test data in a live database would mix with real leads (and --reset deletes them): only on purpose.
  if (process.env.NODE_ENV === 'production' && !values.yes) {
    throw new Error('NODE_ENV=production: refusing to seed. Pass --yes if this really is a scratch database.')
  }
  const count = positiveInt(values.inquiries, 1000, MAX_INQUIRIES)
  const seed = positiveInt(values.seed, DEFAULT_SEED, 2 ** 32 - 1)

  const config = loadConfig(process.env)
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(handle.db)
    const where = handle.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
    console.log(`seeding ${fmt(count)} inquiries into ${where}${values.reset ? ' (after emptying inquiries)' : ''}`)
    let shown = 0
    const summary = await seedInquiries(handle.db, {
      count,
      reset: values.reset,
      seed,
      onProgress: ({ inserted, seconds }) => {
        if (seconds - shown < 2 && inserted < count) return
        shown = seconds
        const pct = ((inserted / count) * 100).toFixed(0)
        console.log(`  ${fmt(inserted)} rows (${pct}%), ${fmt(inserted / seconds)} rows/s`)
      },
      onPhase: (phase) => console.log(`  ${phase}…`),
    })
    console.log(
      `done: ${fmt(summary.inserted)} inquiries in ${summary.seconds.toFixed(1)} s ` +
        `(${fmt(summary.inserted / summary.insertSeconds)} rows/s stored, indexes included), ` +
        `${fmt(summary.events)} history events, ${summary.admins} seeded admins ` +
        `(${SEED_ADMINS[0].email}, …); ${fmt(summary.total)} inquiries in the table.`,
    )
  } finally {
    await handle.close()
  }
}

try {
  await run()
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}
