// Sockets signed in with the session cookie: a handshake from our own origin resolves to the
// account's player (from another origin, to none), and signing out (one session or everywhere) disconnects exactly the sockets of revoked sessions.
// Uses a bare Socket.IO server wired with accounts/socket-sessions.ts, as realtime/ should be.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { io as connect, type Socket } from 'socket.io-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isSameOriginHandshake } from '../src/accounts/same-origin.js'
import { disconnectRevokedSockets, socketAccountPlayer } from '../src/accounts/socket-sessions.js'
import { logIn, send, signUp } from '../src/test-support/accounts.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'

for (const database of testDatabases) {
  describe(`account sockets (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let io: Server
    let url: string
    const clients: Socket[] = []

    beforeEach(async () => {
      db = await openForTest(database)
      server = await serverForTest(db.store)
      const accounts = server.app.accounts
      if (!accounts) throw new Error('the database store keeps accounts')
      const http = createServer()
      io = new Server(http)
      io.use((socket, next) => {
        void socketAccountPlayer(accounts, socket, false).then((playerId) => {
          socket.data.playerId = playerId
          next()
        }, next)
      })
      io.on('connection', (socket) => socket.emit('hello', socket.data.playerId))
      disconnectRevokedSockets(io, accounts)
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    })
    afterEach(async () => {
      for (const client of clients.splice(0)) client.disconnect()
      await new Promise<void>((resolve) => io.close(() => resolve()))
    })

    /** A socket as a browser on `origin` (default: ours) opens it, with the cookie if given. */
    async function open(
      cookie?: string,
      origin = url,
    ): Promise<{ socket: Socket; player: string | null }> {
      const socket = connect(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { origin, ...(cookie ? { cookie } : {}) },
      })
      clients.push(socket)
      const player = await new Promise<string | null>((resolve, reject) => {
        socket.once('hello', resolve)
        socket.once('connect_error', reject)
      })
      return { socket, player }
    }

    it('knows the account of a cookie socket, and disconnects only revoked sessions’ sockets', async () => {
      const { id, cookie: phone } = await signUp(server, 'Wired')
      const laptop = await logIn(server, 'Wired')
      const onPhone = await open(phone)
      const onLaptop = await open(laptop)
      const guest = await open()
      expect([onPhone.player, onLaptop.player, guest.player]).toEqual([id, id, null])
      // Another origin, or a sibling port, does not get to use the cookie (same-origin.ts).
      for (const origin of ['https://evil.example', url.replace(/:\d+$/, ':1')])
        expect((await open(phone, origin)).player, origin).toBeNull()

      await send(server, 'POST', '/api/logout', { cookie: phone })
      await vi.waitFor(() => expect(onPhone.socket.connected).toBe(false))
      expect(onLaptop.socket.connected).toBe(true)

      const again = await open(await logIn(server, 'Wired'))
      await send(server, 'POST', '/api/logout-all', { cookie: laptop })
      await vi.waitFor(() => {
        expect(onLaptop.socket.connected).toBe(false)
        expect(again.socket.connected).toBe(false)
      })
      expect(guest.socket.connected).toBe(true)
      expect((await open(laptop)).player).toBeNull()
    })
  })
}

describe('a handshake’s origin', () => {
  const handshake = (headers: Record<string, string>, secure = false) => ({ secure, headers })

  it('is ours when Origin is the host it reached, as Fastify reads it behind a trusted proxy', () => {
    const direct = { host: 'race.example', origin: 'http://race.example' }
    expect(isSameOriginHandshake(handshake(direct), false, [])).toBe(true)
    expect(isSameOriginHandshake(handshake(direct, true), false, [])).toBe(false)
    const proxied = {
      host: 'node-1:3000',
      origin: 'https://race.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'race.example',
    }
    expect(isSameOriginHandshake(handshake(proxied), true, [])).toBe(true)
    // Forwarded headers count only from a trusted proxy.
    expect(isSameOriginHandshake(handshake(proxied), false, [])).toBe(false)
    expect(
      isSameOriginHandshake(handshake({ ...direct, origin: 'https://login.example' }), false, [
        'https://login.example',
      ]),
    ).toBe(true)
  })

  it('is not ours from another site, or with neither Origin nor Sec-Fetch-Site', () => {
    const host = 'race.example'
    expect(
      isSameOriginHandshake(handshake({ host, origin: 'https://evil.example' }), false, []),
    ).toBe(false)
    const site = { host, 'sec-fetch-site': 'cross-site', origin: 'http://race.example' }
    expect(isSameOriginHandshake(handshake(site), false, [])).toBe(false)
    expect(isSameOriginHandshake(handshake({ host }), false, [])).toBe(false)
    expect(
      isSameOriginHandshake(handshake({ host, 'sec-fetch-site': 'same-origin' }), false, []),
    ).toBe(true)
  })
})
