import sharp from 'sharp'
import { createHash } from 'node:crypto'
import { DEFAULT_IMAGE_QUALITY, IMAGE_VARIANTS, type ImageVariant, snapWidth } from '../../shared/images'
import { ARTWORK, getArtwork } from './artwork/registry'
import { concurrencyLimit } from './concurrency-limit'

export class ImageNotFoundError extends Error {
  readonly key: string
  constructor(key: string) {
    super(`Image not found: ${key}`)
    this.name = 'ImageNotFoundError'
    this.key = key
  }
}

export interface RenderedImage {
  body: Buffer
  /** Pixel width actually produced (the snapped width). */
  width: number
  height: number
  quality: number
  contentType: 'image/webp'
  etag: string
}

/** Room for every variant the site offers of every artwork, so none of them is ever rendered twice. */
export const CACHE_LIMIT = Object.keys(ARTWORK).length * IMAGE_VARIANTS.length

/**
 * Sharp renders allowed at once. Sharp works on the libuv pool (4 threads by default) shared with static files and
 * compression; two leaves the rest free for them.
 */
export const RENDER_CONCURRENCY = 2

// libvips would give each render a thread per core: the prerender after every start (a minute of work)
// would then take every core from the pages for that minute. One thread per render leaves the others to
// requests; with RENDER_CONCURRENCY renders at most, images never hold more than two.
sharp.concurrency(1)

const cache = new Map<string, Promise<RenderedImage>>()
const renderSlot = concurrencyLimit(RENDER_CONCURRENCY)
const stats = { renders: 0, active: 0, peakConcurrent: 0 }

export const clampQuality = (quality: number) =>
  Math.min(100, Math.max(1, Math.round(Number.isFinite(quality) ? quality : DEFAULT_IMAGE_QUALITY)))

const artworkHashes = new Map<string, string>()
function artworkHash(key: string, svg: string): string {
  let h = artworkHashes.get(key)
  if (!h) {
    h = createHash('sha1').update(svg).digest('hex')
    artworkHashes.set(key, h)
  }
  return h
}

/**
 * Strong validator for one variant, computable without rendering so that
 * conditional requests can be answered with 304 straight away.
 */
export function imageEtag(key: string, width: number, quality: number): string {
  const art = getArtwork(key)
  if (!art) throw new ImageNotFoundError(key)
  const w = snapWidth(width)
  const q = clampQuality(quality)
  const digest = createHash('sha1')
    .update(`${key}\n${w}\n${q}\n${artworkHash(key, art.svg)}`)
    .digest('base64url')
    .slice(0, 22)
  return `"${digest}"`
}

async function rasterise(key: string, width: number, quality: number): Promise<RenderedImage> {
  const art = getArtwork(key)
  if (!art) throw new ImageNotFoundError(key)
  const height = Math.max(1, Math.round((width * art.height) / art.width))
  // Rasterise the vector at (about) the target size rather than scaling a bitmap, so every width is crisp.
  const density = Math.min(2400, Math.max(1, (72 * width) / art.width))
  const body = await renderSlot(async () => {
    stats.renders++
    stats.peakConcurrent = Math.max(stats.peakConcurrent, ++stats.active)
    try {
      return await sharp(Buffer.from(art.svg), { density })
        .resize(width, height, { fit: 'fill' })
        .webp({ quality, effort: 4, smartSubsample: true })
        .toBuffer()
    } finally {
      stats.active--
    }
  })
  return { body, width, height, quality, contentType: 'image/webp', etag: imageEtag(key, width, quality) }
}

/**
 * Renders artwork `key` to WebP at the snapped `width` (aspect ratio kept) and clamped `quality`.
 * Variants are cached in memory and concurrent requests for the same variant share one render.
 */
export function renderImage(
  key: string,
  width: number,
  quality: number = DEFAULT_IMAGE_QUALITY,
): Promise<RenderedImage> {
  if (!getArtwork(key)) return Promise.reject(new ImageNotFoundError(key))
  const w = snapWidth(width)
  const q = clampQuality(quality)
  const cacheKey = `${key}@${w}q${q}`
  const hit = cache.get(cacheKey)
  if (hit) {
    // Refresh its position so frequently used variants survive eviction.
    cache.delete(cacheKey)
    cache.set(cacheKey, hit)
    return hit
  }
  const job = rasterise(key, w, q)
  cache.set(cacheKey, job)
  // A failed render must not stay cached.
  job.catch(() => {
    if (cache.get(cacheKey) === job) cache.delete(cacheKey)
  })
  while (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value
    if (oldest === undefined) break
    cache.delete(oldest)
  }
  return job
}

/**
 * Renders every offered variant of every artwork into the cache (299 variants, about 4 MB; 20-60 s on
 * this 2-core machine). One at a time by default, so a request for a variant not yet ready takes the other
 * render slot at once. Failures are reported, not thrown; an abort (the server closing) stops it between
 * renders.
 */
export async function prerenderImageVariants(
  options: { variants?: readonly ImageVariant[]; concurrency?: number; signal?: AbortSignal } = {},
): Promise<{ rendered: number; failed: Array<{ key: string; width: number; quality: number; error: unknown }> }> {
  const variants = options.variants ?? IMAGE_VARIANTS
  const jobs = Object.keys(ARTWORK).flatMap((key) => variants.map((v) => ({ key, ...v })))
  const failed: Array<{ key: string; width: number; quality: number; error: unknown }> = []
  let rendered = 0
  let next = 0
  const worker = async () => {
    while (next < jobs.length && !options.signal?.aborted) {
      const { key, width, quality } = jobs[next++]
      try {
        await renderImage(key, width, quality)
        rendered++
      } catch (error) {
        failed.push({ key, width, quality, error })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker))
  return { rendered, failed }
}

/** For tests and diagnostics. */
export function imageCacheSize(): number {
  return cache.size
}

export function clearImageCache(): void {
  cache.clear()
}

/** Sharp renders started so far and the most that ran at once (for tests and diagnostics). */
export function imageRenderStats(): { renders: number; peakConcurrent: number } {
  return { renders: stats.renders, peakConcurrent: stats.peakConcurrent }
}

export function resetImageRenderStats(): void {
  stats.renders = 0
  stats.peakConcurrent = stats.active
}
