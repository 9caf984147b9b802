/** The typed tRPC client, fetched on first use so that it stays out of every page's first load. */
export const loadTrpc = () => import('./trpc').then((m) => m.trpcClient)
