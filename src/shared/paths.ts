/**
 * A path without its trailing slashes (`/admin//` is `/admin`). Written as a loop: `/\/+$/` tries every run
 * of slashes from each of its starts, so a path of many slashes cost it time quadratic in its length.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end--
  return path.slice(0, end)
}
