import {
  CompiledQuery,
  PostgresQueryCompiler,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely'
import type { Database } from '../src/server/db/schema'

/**
 * Records the SQL of every query run through its Kysely instance while `on`, exactly as the store
 * compiled it (parameters included), so EXPLAIN can be run on the very statements that were timed.
 * Kysely hands plugins every builder's node, subqueries' too; only the ones that come back with a result
 * were executed, so a query is kept when its result passes.
 */
export class QueryCapture implements KyselyPlugin {
  on = false
  private readonly compiled = new Map<string, CompiledQuery>()
  private readonly executed: CompiledQuery[] = []
  private readonly compiler = new PostgresQueryCompiler()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.on) this.compiled.set(args.queryId.queryId, this.compiler.compileQuery(args.node, args.queryId))
    return args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const query = this.compiled.get(args.queryId.queryId)
    if (query) this.executed.push(query)
    return args.result
  }

  /** The queries executed since the last call, in order. */
  take(): CompiledQuery[] {
    this.compiled.clear()
    return this.executed.splice(0)
  }
}

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

export interface PlanSummary {
  /** Index names the plan reads, or "seq scan <table>" for a table read whole. */
  access: string[]
  executionMs: number
}

function walk(node: PlanNode, out: Set<string>): void {
  const type = node['Node Type']
  if ((type === 'Index Scan' || type === 'Index Only Scan' || type === 'Bitmap Index Scan') && node['Index Name']) {
    out.add(node['Index Name'])
  } else if (type === 'Seq Scan') out.add(`seq scan ${node['Relation Name'] ?? '?'}`)
  for (const child of node.Plans ?? []) walk(child, out)
}

/** EXPLAIN (ANALYZE, FORMAT JSON) of a captured statement: which indexes it reads, and its time. */
export async function explain(db: Kysely<Database>, query: CompiledQuery): Promise<PlanSummary> {
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
  )
  const raw = result.rows[0]!['QUERY PLAN']
  // pg parses the json column; a driver handing text would need parsing here.
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode; 'Execution Time': number }]
  const access = new Set<string>()
  walk(plan.Plan, access)
  return { access: [...access], executionMs: plan['Execution Time'] }
}

/** Nearest-rank percentile of already sorted samples. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!
}

export interface Timing {
  p50: number
  p95: number
}

/** Times `work` `runs` times after `warmups` untimed calls (the first of which the caller may capture). */
export async function time(work: () => Promise<unknown>, runs: number, warmups: number): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await work()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await work()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) }
}
