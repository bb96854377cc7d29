// Sockets signed in with the session cookie: a handshake resolves to the account's player, and
// signing out (one session or everywhere) disconnects exactly the sockets of revoked sessions.
// Uses a bare Socket.IO server wired with accounts/socket-sessions.ts, as realtime/ should be.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { io as connect, type Socket } from 'socket.io-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { disconnectRevokedSockets, socketAccountPlayer } from '../src/accounts/socket-sessions.js'
import { send, sessionCookie } from './support/accounts.js'
import { testDatabases, type TestDatabase } from './support/databases.js'
import { startServer, type TestServer } from './support/server.js'

for (const database of testDatabases) {
  describe(`account sockets (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let io: Server
    let url: string
    const clients: Socket[] = []

    beforeEach(async () => {
      db = await database.open()
      server = await startServer(db.store)
      const accounts = server.app.accounts
      if (!accounts) throw new Error('the database store keeps accounts')
      const http = createServer()
      io = new Server(http)
      io.use((socket, next) => {
        void socketAccountPlayer(accounts, socket).then((playerId) => {
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
      await server.close()
      await db.cleanup()
    })

    async function open(cookie?: string): Promise<{ socket: Socket; player: string | null }> {
      const socket = connect(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      })
      clients.push(socket)
      const player = await new Promise<string | null>((resolve, reject) => {
        socket.once('hello', resolve)
        socket.once('connect_error', reject)
      })
      return { socket, player }
    }

    it('knows the account of a cookie socket, and disconnects only revoked sessions’ sockets', async () => {
      const up = await send(server, 'POST', '/api/accounts', {
        body: { username: 'Wired', password: 'correct horse battery' },
      })
      const id: string = up.json().player.id
      const phone = sessionCookie(up)
      const laptop = sessionCookie(
        await send(server, 'POST', '/api/login', {
          body: { username: 'Wired', password: 'correct horse battery' },
        }),
      )
      const onPhone = await open(phone)
      const onLaptop = await open(laptop)
      const guest = await open()
      expect([onPhone.player, onLaptop.player, guest.player]).toEqual([id, id, null])

      await send(server, 'POST', '/api/logout', { cookie: phone })
      await vi.waitFor(() => expect(onPhone.socket.connected).toBe(false))
      expect(onLaptop.socket.connected).toBe(true)

      const again = await open(
        sessionCookie(
          await send(server, 'POST', '/api/login', {
            body: { username: 'Wired', password: 'correct horse battery' },
          }),
        ),
      )
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
