// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text asset, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
// request. Node's zlib only; files under 1 KB or that don't shrink are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url).pathname
const TEXT = /\.(js|css|html|svg|json|txt|map)$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (TEXT.test(name)) yield path
  }
}

let count = 0
for (const path of files(dist)) {
  const raw = readFileSync(path)
  if (raw.length < 1024) continue
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  })
  const gz = gzipSync(raw, { level: 9 })
  if (br.length < raw.length) writeFileSync(`${path}.br`, br)
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz)
  count++
}
console.log(`compressed ${count} files in dist/ (.br and .gz)`)
