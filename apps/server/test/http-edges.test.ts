// Every error body is {error:{code,message}} with an honest code, whatever produced it; slow
// requests are cut at REQUEST_TIMEOUT_MS; /metrics is guarded; JSON is compressed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect as tcp } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'

/** Sends raw bytes, `trickle` more every 200 ms, and resolves with what the server answered. */
function raw(url: string, head: string, trickle = ''): Promise<{ text: string; ms: number }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = tcp(Number(port), hostname, () => socket.write(head))
    const drip = trickle ? setInterval(() => socket.write(trickle), 200) : undefined
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString()))
    socket.on('error', reject)
    socket.on('close', () => {
      clearInterval(drip)
      resolve({ text, ms: Date.now() - started })
    })
  })
}

const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown

describe('HTTP edges', () => {
  let server: TestServer

  it('431, 413, 403 from static files and 404 all answer {error:{code,message}}', async () => {
    const web = mkdtempSync(join(tmpdir(), 'pr-web-'))
    mkdirSync(join(web, 'assets'))
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>')
    writeFileSync(join(web, 'assets', 'a.js'), 'export {}')
    server = await serverForTest(new MemoryStore(), { WEB_DIST: web })
    const traversal = await raw(
      server.url,
      'GET /assets/../../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    )
    expect(traversal.text).toMatch(/^HTTP\/1\.1 403 /)
    expect(bodyOf(traversal.text)).toEqual({
      error: { code: 'FORBIDDEN', message: expect.any(String) },
    })
    const big = await raw(
      server.url,
      `GET /api/games HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(big.text).toMatch(/^HTTP\/1\.1 431 /)
    expect(bodyOf(big.text)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: expect.any(String) },
    })

    expect(await server.post('/api/session', { name: 'a'.repeat(40_000) })).toEqual({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } },
    })

    const missing = await server.app.inject({ method: 'GET', url: '/api/nope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
  })

  it('a request whose headers trickle in is answered 408 within REQUEST_TIMEOUT_MS + 2 s', async () => {
    server = await serverForTest(new MemoryStore(), { REQUEST_TIMEOUT_MS: '1500' })
    const slow = await raw(server.url, 'GET /api/games HTTP/1.1\r\nHost: x\r\n', 'X')
    expect(slow.text).toMatch(/^HTTP\/1\.1 408 /)
    expect(bodyOf(slow.text)).toEqual({
      error: { code: 'REQUEST_TIMEOUT', message: expect.any(String) },
    })
    expect(slow.ms).toBeLessThan(1500 + 2000)
  })

  it('/metrics: loopback only without a token; with METRICS_TOKEN, the bearer only', async () => {
    server = await serverForTest(new MemoryStore())
    const local = await server.app.inject({ method: 'GET', url: '/metrics' })
    expect(local.statusCode).toBe(200)
    const remote = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    })
    expect(remote.statusCode).toBe(403)
    expect(remote.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } })
    await server.close()

    server = await serverForTest(new MemoryStore(), { METRICS_TOKEN: 'scraper-secret-0123' })
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403)
    const scraped = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer scraper-secret-0123' },
    })
    expect(scraped.statusCode).toBe(200)
    expect(scraped.body).toContain('race_moves_total')
  })

  it('JSON answers are compressed for clients that accept it', async () => {
    server = await serverForTest(new MemoryStore())
    const games = await server.app.inject({
      method: 'GET',
      url: '/api/games',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(games.statusCode).toBe(200)
    expect(games.headers['content-encoding']).toBe('gzip')
  })
})
