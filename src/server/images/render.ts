import sharp from 'sharp'
import { createHash } from 'node:crypto'
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, PLACEHOLDER, snapWidth } from '../../shared/images'
import { ARTWORK, getArtwork } from './artwork/registry'

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

/** Largest number of variants held in memory; the oldest is dropped first. */
export const CACHE_LIMIT = 400

const cache = new Map<string, Promise<RenderedImage>>()

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
  const body = await sharp(Buffer.from(art.svg), { density })
    .resize(width, height, { fit: 'fill' })
    .webp({ quality, effort: 4, smartSubsample: true })
    .toBuffer()
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

/** Widths the pages ask for: the placeholder plus the 0.5×/1×/1.5× variants of common display widths. */
export const COMMON_WIDTHS: readonly number[] = IMAGE_WIDTHS.filter((w) => w >= 240)

/**
 * Warms the cache with the placeholder and the usual widths of every artwork at the default quality.
 * Runs a couple of renders at a time so start-up stays responsive; failures are reported, not thrown.
 */
export async function prerenderCommonVariants(
  options: { widths?: readonly number[]; quality?: number; concurrency?: number } = {},
): Promise<{ rendered: number; failed: Array<{ key: string; width: number; error: unknown }> }> {
  const widths = options.widths ?? COMMON_WIDTHS
  const quality = options.quality ?? DEFAULT_IMAGE_QUALITY
  const jobs: Array<[string, number, number]> = []
  for (const key of Object.keys(ARTWORK)) {
    jobs.push([key, PLACEHOLDER.width, PLACEHOLDER.quality])
    for (const w of widths) jobs.push([key, w, quality])
  }
  const failed: Array<{ key: string; width: number; error: unknown }> = []
  let rendered = 0
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const [key, w, q] = jobs[next++]
      try {
        await renderImage(key, w, q)
        rendered++
      } catch (error) {
        failed.push({ key, width: w, error })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker))
  return { rendered, failed }
}

/** For tests and diagnostics. */
export function imageCacheSize(): number {
  return cache.size
}

export function clearImageCache(): void {
  cache.clear()
}
