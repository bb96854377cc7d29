// Writes the app's icons (public/icons/icon-192.png, icon-512.png): a white card with a red
// heart on the table's green, drawn pixel by pixel into a PNG with node's zlib (no image
// library). Run after changing the drawing: `pnpm --filter @patience-race/web icons`.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const GREEN = [29, 107, 65]
const WHITE = [255, 255, 255]
const RED = [204, 0, 0]
const EDGE = [17, 17, 17]

/** Inside a rounded rectangle (all in 0..1 units of the icon). */
function inRounded(x, y, left, top, right, bottom, radius) {
  if (x < left || x > right || y < top || y > bottom) return false
  const cx = Math.min(Math.max(x, left + radius), right - radius)
  const cy = Math.min(Math.max(y, top + radius), bottom - radius)
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
}

/** The classic heart curve, centred on (0.5, 0.55). */
function inHeart(x, y) {
  const u = (x - 0.5) / 0.2
  const v = (0.53 - y) / 0.2
  return (u * u + v * v - 1) ** 3 - u * u * v * v * v <= 0
}

function pixel(x, y) {
  // The whole square is green (maskable icons may be cut to a circle: the card sits inside).
  if (!inRounded(x, y, 0.24, 0.16, 0.76, 0.84, 0.06)) return GREEN
  if (!inRounded(x, y, 0.25, 0.17, 0.75, 0.83, 0.05)) return EDGE
  return inHeart(x, y) ? RED : WHITE
}

function crc32(buf) {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

function png(size) {
  const raw = Buffer.alloc(size * (size * 3 + 1))
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0 // no filter
    for (let x = 0; x < size; x++) {
      // 2×2 supersampling smooths the edges.
      const acc = [0, 0, 0]
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const c = pixel((x + dx) / size, (y + dy) / size)
        for (let i = 0; i < 3; i++) acc[i] += c[i] / 4
      }
      acc.forEach((v, i) => (raw[y * (size * 3 + 1) + 1 + x * 3 + i] = Math.round(v)))
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

for (const size of [192, 512])
  writeFileSync(new URL(`../public/icons/icon-${size}.png`, import.meta.url), png(size))
