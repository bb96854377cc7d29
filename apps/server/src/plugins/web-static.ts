// Serves the built web app, with an SPA fallback: any unknown GET outside /api gets index.html.
// Assets are sent precompressed (the web build writes .br and .gz beside each file); hashed
// files under /assets/ (Vite puts only content-hashed files there) never change, so browsers keep them for a year, while index.html is
// revalidated on every visit so a new release is picked up at once.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const MISSING_BUILD = `<!doctype html><meta charset="utf-8"><title>Patience Race</title>
<p>The web app has not been built yet. Run <code>pnpm build</code>, then start the server again.</p>`

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

export async function registerWebStatic(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'))
  if (hasBuild)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = /[\\/]assets[\\/]/.test(path)
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE)
      },
    })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (request.method !== 'GET' || path.startsWith('/api/') || path === '/api') {
      return reply
        .code(404)
        .send({ error: { code: 'NOT_FOUND', message: `no route ${request.method} ${path}` } })
    }
    if (!hasBuild) return reply.code(200).type('text/html; charset=utf-8').send(MISSING_BUILD)
    return reply.header('cache-control', REVALIDATE).sendFile('index.html')
  })
}
