import type { FastifyPluginAsync } from 'fastify'
import { publicPaths } from '../pages/public-paths'
import { SITE } from '../../shared/site'

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

const seoFiles: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicOrigin
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths().map(
      (path) => `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${SITE.legalUpdatedIso}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /firebase-test',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')

  app.get('/sitemap.xml', (_req, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').compress(sitemap)
  })
  app.get('/robots.txt', (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').compress(robots)
  })
}

export default seoFiles
