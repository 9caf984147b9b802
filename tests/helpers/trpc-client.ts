import type { FastifyInstance } from 'fastify'
import { createTRPCClient, httpLink, TRPCClientError, type TRPCClient } from '@trpc/client'
import { expect } from 'vitest'
import type { AppRouter } from '../../src/server/trpc/app-router'

export type Api = TRPCClient<AppRouter>

type Fetch = NonNullable<Parameters<typeof httpLink>[0]['fetch']>

/**
 * A fetch that hands the request to Fastify's `inject` instead of a socket: the request still goes through
 * the routes, hooks and the tRPC error formatter, so status codes and headers stay under test.
 */
function injectFetch(app: FastifyInstance): Fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    const headers = new Headers(init?.headers as HeadersInit | undefined)
    if (init?.body != null && typeof init.body !== 'string') throw new Error('only JSON bodies are sent in tests')
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(headers),
      payload: init?.body ?? undefined,
    })
    const answerHeaders = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) answerHeaders.append(name, String(v))
    }
    const empty = res.rawPayload.length === 0 || [204, 205, 304].includes(res.statusCode)
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: answerHeaders,
    })
  }
}

/**
 * The typed client the site uses (httpLink: a GET with `?input=` for a query, a JSON POST for a mutation),
 * sending through `app.inject`, as the holder of `token` when one is given.
 */
export function apiClient(app: FastifyInstance, token?: string): Api {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://app.test/trpc',
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        fetch: injectFetch(app),
      }),
    ],
  })
}

export interface Refusal {
  status: number
  code: string
  message: string
  fieldErrors: Record<string, string> | null
}

/** What the caller sees of a call that must be refused: fails the test if it succeeds instead. */
export async function refusal(call: Promise<unknown>): Promise<Refusal> {
  let data: unknown
  try {
    data = await call
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error
    const { data: shape } = error as TRPCClientError<AppRouter>
    // No shape: the answer was not tRPC's (a proxy's or a plugin's page); that is no refusal this helper reads.
    if (!shape) throw error
    return {
      status: shape.httpStatus,
      code: shape.code,
      message: error.message,
      fieldErrors: shape.fieldErrors ?? null,
    }
  }
  expect.fail(`expected a refusal, got ${JSON.stringify(data)}`)
}
