// bench:inquiry-indexes — what each index on `inquiries` costs an insert, measured on a seeded database
// (BENCH_DATABASE_URL_EXISTING, e.g. one bench:admin's seed left, or `npm run db:seed -- --inquiries 1000000`).
// The database is left as it was: each measurement drops its index inside a transaction, inserts, and rolls
// back (DROP INDEX is transactional in PostgreSQL), then VACUUM clears the dead rows of the round. Use a copy
// of the seeded database (`create database x template y`) if its EXPLAINs must not see the vacuumed pages.
//
// Each variant (every index present; each index dropped in turn; only the primary key) inserts
// BENCH_ROWS (10,000) rows in statements of BENCH_BATCH (100), the intake's statement size, with new
// people's e-mails and mobiles, arriving now. Variants run in a shuffled order each round, BENCH_ROUNDS (5)
// rounds. The figure is the backend's own CPU time per row (its /proc/<pid>/schedstat, so the machine's
// other load does not count), median over the rounds, and the wall time beside it. An index's cost is the
// all-present figure minus the figure without it. Figures, not verdicts.
import pg from 'pg'
import { readFileSync } from 'node:fs'

const url = process.env.BENCH_DATABASE_URL_EXISTING
if (!url) throw new Error('BENCH_DATABASE_URL_EXISTING must name a seeded database (a copy: it is vacuumed)')
const rows = Number(process.env.BENCH_ROWS || 10_000)
const batch = Number(process.env.BENCH_BATCH || 100)
const rounds = Number(process.env.BENCH_ROUNDS || 5)

const client = new pg.Client({ connectionString: url })
await client.connect()
const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid
/** The backend's time on a CPU so far, in ns (schedstat's first field). */
const cpuNs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0])

const { rows: indexes } = await client.query(`
  select c.relname as name, i.indisprimary as primary, pg_relation_size(c.oid) as bytes,
    pg_get_indexdef(c.oid) as def
  from pg_index i join pg_class c on c.oid = i.indexrelid
  where i.indrelid = 'inquiries'::regclass order by c.relname`)
const secondary = indexes.filter((i) => !i.primary).map((i) => i.name)

// New people arriving now, as the intake stores them (its statement's columns; no owner: nobody takes leads).
let next = Number((await client.query('select coalesce(max(id), 0) as id from inquiries')).rows[0].id) + 1_000_000
const insert = `insert into inquiries (kind, full_name, email, phone, program, channel, utm_source,
    first_contact_due_at, contact_5m_due_at, contact_1h_due_at)
  select 'information', 'Bench Person ' || g, 'bench.' || g || '@example.in',
    '+91 ' || (9000000000 + g)::text, 'web', 'webservice', case when g % 3 = 0 then 'google' end,
    now() + interval '1 day', now() + interval '5 minutes', now() + interval '1 hour'
  from generate_series($1::bigint, $1::bigint + $2 - 1) g`

// BENCH_GIN sets the trigram index's storage parameters for every measurement (e.g. 'fastupdate = off' or
// 'gin_pending_list_limit = 256'), in the same rolled-back transaction.
const gin = process.env.BENCH_GIN
async function measure(dropped) {
  await client.query('begin')
  for (const name of dropped) await client.query(`drop index ${name}`)
  if (gin && !dropped.includes('inquiries_search_trgm_idx')) {
    await client.query(`alter index inquiries_search_trgm_idx set (${gin})`)
  }
  const cpu0 = cpuNs()
  const wall0 = performance.now()
  for (let done = 0; done < rows; done += batch) {
    await client.query(insert, [next, batch])
    next += batch
  }
  const cpu = (cpuNs() - cpu0) / 1000 / rows
  const wall = ((performance.now() - wall0) * 1000) / rows
  await client.query('rollback')
  return { cpu, wall }
}

// BENCH_MODE=alone measures each index beside the primary key only (its cost: the figure minus the primary
// key's alone), where the differences are not lost in the noise of twenty indexes' figure.
const alone = process.env.BENCH_MODE === 'alone'
const variants = [
  { name: 'every index', dropped: [] },
  ...secondary.map((name) =>
    alone
      ? { name: `only ${name}`, index: name, dropped: secondary.filter((n) => n !== name) }
      : { name: `without ${name}`, index: name, dropped: [name] },
  ),
  { name: 'primary key only', dropped: secondary },
]
// BENCH_ONLY: a comma-separated list of the indexes to measure (the baselines always run).
const only = process.env.BENCH_ONLY?.split(',')
if (only) variants.splice(0, variants.length, ...variants.filter((v) => !v.index || only.includes(v.index)))
const figures = new Map(variants.map((v) => [v.name, []]))
await measure([]) // warm-up: the indexes' right edges in the buffer cache
for (let r = 0; r < rounds; r++) {
  const order = [...variants].sort(() => Math.random() - 0.5)
  for (const v of order) figures.get(v.name).push(await measure(v.dropped))
  await client.query('vacuum inquiries')
  process.stdout.write('.')
}
process.stdout.write('\n')

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const all = figures.get(alone ? 'primary key only' : 'every index')
const sign = alone ? -1 : 1
const allCpu = median(all.map((f) => f.cpu))
const allWall = median(all.map((f) => f.wall))
const fmt = (n) => n.toFixed(1).padStart(8)
console.log(
  `\n${rows} rows per measurement in statements of ${batch}, ${rounds} rounds; µs per row, median (min-max CPU)\n`,
)
console.log(`${'variant'.padEnd(44)}   CPU µs  wall µs   cost CPU  cost wall   size MB   CPU min-max`)
for (const v of variants) {
  const fs = figures.get(v.name)
  const cpu = median(fs.map((f) => f.cpu))
  const wall = median(fs.map((f) => f.wall))
  const size = v.index ? (Number(indexes.find((i) => i.name === v.index).bytes) / 1_048_576).toFixed(0) : ''
  const cpus = fs.map((f) => f.cpu)
  console.log(
    `${v.name.padEnd(44)} ${fmt(cpu)} ${fmt(wall)} ${v.index ? fmt(sign * (allCpu - cpu)) : '        '}   ${v.index ? fmt(sign * (allWall - wall)) : '        '}  ${size.padStart(8)}   ${Math.min(...cpus).toFixed(1)}-${Math.max(...cpus).toFixed(1)}`,
  )
}
console.log('')
for (const i of indexes) console.log(`${i.name}: ${i.def}`)
await client.end()
