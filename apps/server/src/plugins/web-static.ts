// Serves the built web app, with an SPA fallback: any unknown GET outside /api gets index.html.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const MISSING_BUILD = `<!doctype html><meta charset="utf-8"><title>Patience Race</title>
<p>The web app has not been built yet. Run <code>pnpm build</code>, then start the server again.</p>`

export async function registerWebStatic(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'))
  if (hasBuild) await app.register(fastifyStatic, { root: webDist, wildcard: true })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (request.method !== 'GET' || path.startsWith('/api/') || path === '/api') {
      return reply
        .code(404)
        .send({ error: { code: 'NOT_FOUND', message: `no route ${request.method} ${path}` } })
    }
    if (!hasBuild) return reply.code(200).type('text/html; charset=utf-8').send(MISSING_BUILD)
    return reply.sendFile('index.html')
  })
}
