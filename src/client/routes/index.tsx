import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/')({
  head: (ctx) => seo(ctx, {}),
  component: HomePage,
})

function HomePage() {
  return <h1 className="text-3xl font-bold">Home</h1>
}
