// @vitest-environment jsdom
// Challenges by name as one tab lives them: one comes in (with its time to answer), is accepted
// (to the race) or declined; mine is sent, refused in words, taken back, declined, left to expire
// or accepted (the sending tab goes to the race; another tab is told, with a link).
import type { Challenge } from '@patience-race/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serveRest, type Answer, type Asked } from '../net/fake-rest.js'
import { ChallengeInbox, type ChallengeEvents, type ChallengeSource } from './challenges.svelte.js'

const T0 = Date.parse('2026-12-05T12:00:00.000Z')

function challenge(over: Partial<Challenge> = {}): Challenge {
  return {
    id: 'ch-1',
    from: { username: 'Ada', player: { id: 'p-ada', name: 'Ada' } },
    to: { username: 'Grace', player: { id: 'p-grace', name: 'Grace' } },
    game: 'sir-tommy',
    variant: 'standard',
    timeLimitSec: 900,
    status: 'pending',
    expiresAt: new Date(T0 + 60_000).toISOString(),
    ...over,
  }
}

/** A socket that the test speaks for. */
function fakeSource() {
  let handlers: Partial<ChallengeEvents> = {}
  const source: ChallengeSource & {
    emit<K extends keyof ChallengeEvents>(k: K, ...a: Parameters<ChallengeEvents[K]>): void
  } = {
    on: (h) => {
      handlers = h
      return () => (handlers = {})
    },
    emit: (k, ...a) => (handlers[k] as ((...x: unknown[]) => void) | undefined)?.(...a),
  }
  return source
}

/** The server: pending lists as given, and answers by path. */
function server(
  pending: { incoming?: Challenge[]; outgoing?: Challenge[] } = {},
  answers: Record<string, Answer> = {},
): Asked[] {
  return serveRest(({ method, url }) => {
    if (url === '/api/challenges' && method === 'GET')
      return { body: { incoming: pending.incoming ?? [], outgoing: pending.outgoing ?? [] } }
    return answers[`${method} ${url}`] ?? new Response(null, { status: 204 })
  })
}

function inbox(now = { t: T0 }) {
  const go = vi.fn<(path: string) => void>()
  const onReceived = vi.fn()
  const box = new ChallengeInbox({ go, onReceived, now: () => now.t })
  const source = fakeSource()
  const detach = box.attach(source)
  return { box, go, onReceived, source, now, detach }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => vi.unstubAllGlobals())

describe('a challenge to me', () => {
  it('comes in with who, the time left and a sound, and Accept goes to its race', async () => {
    const asked = server({}, { 'POST /api/challenges/ch-1/accept': { body: { raceId: 'race-9' } } })
    const { box, go, onReceived, source, now, detach } = inbox()
    await flush()
    source.emit('challenge:received', { challenge: challenge() })
    expect(box.incoming.map((c) => c.from.username)).toEqual(['Ada'])
    expect(onReceived).toHaveBeenCalledOnce()
    expect(box.announcement).toBe('Ada challenges you to a race. Accept or decline.')
    now.t = T0 + 18_000
    expect(box.leftMs(box.incoming[0]!)).toBe(42_000)

    // The same event twice (two nodes, a resync) is one challenge.
    source.emit('challenge:received', { challenge: challenge() })
    expect(box.incoming).toHaveLength(1)

    await box.accept('ch-1')
    expect(asked.at(-1)).toMatchObject({ method: 'POST', url: '/api/challenges/ch-1/accept' })
    expect(go).toHaveBeenCalledWith('/r/race-9')
    expect(box.incoming).toEqual([])
    // The server tells both sides too: this tab is on its way already, once.
    source.emit('challenge:accepted', { challengeId: 'ch-1', raceId: 'race-9' })
    expect(go).toHaveBeenCalledOnce()
    detach()
  })

  it('says in words when it is no longer open, and goes when declined or taken back', async () => {
    server(
      {},
      {
        'POST /api/challenges/ch-1/accept': {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'no such challenge' } },
        },
      },
    )
    const { box, go, source, detach } = inbox()
    await flush()
    source.emit('challenge:received', { challenge: challenge() })
    await box.accept('ch-1')
    expect(go).not.toHaveBeenCalled()
    expect(box.errors['ch-1']).toBe("Ada's challenge is no longer open.")

    await box.decline('ch-1')
    expect(box.incoming).toEqual([])

    source.emit('challenge:received', { challenge: challenge({ id: 'ch-2' }) })
    source.emit('challenge:cancelled', { challengeId: 'ch-2' })
    expect(box.incoming).toEqual([])
    // Not mine: nothing to say about it.
    expect(box.notices).toEqual([])
    detach()
  })

  it('counts a minute from arrival when this browser’s clock is far off the server’s', async () => {
    server()
    const { box, source, detach } = inbox({ t: T0 + 5 * 60_000 })
    await flush()
    source.emit('challenge:received', { challenge: challenge() })
    expect(box.leftMs(box.incoming[0]!)).toBe(60_000)
    detach()
  })

  it('drops one the server should have ended a few seconds after its time', async () => {
    server()
    const { box, source, now, detach } = inbox()
    await flush()
    source.emit('challenge:received', { challenge: challenge() })
    now.t = T0 + 61_000
    box.dropOverdue()
    expect(box.incoming).toHaveLength(1)
    now.t = T0 + 63_000
    box.dropOverdue()
    expect(box.incoming).toEqual([])
    detach()
  })

  it('is asked for again after a lost connection, and a reload finds the pending ones', async () => {
    const asked = server({ incoming: [challenge()] })
    const { box, source, detach } = inbox()
    await flush()
    expect(box.incoming.map((c) => c.id)).toEqual(['ch-1'])
    source.emit('connect')
    await flush()
    expect(asked.filter((a) => a.url === '/api/challenges')).toHaveLength(1)
    source.emit('disconnect')
    source.emit('connect')
    await flush()
    expect(asked.filter((a) => a.url === '/api/challenges')).toHaveLength(2)
    detach()
    expect(box.incoming).toEqual([])
  })
})

describe('a challenge I send', () => {
  it('is sent by username and game, then waits with its time left until taken back', async () => {
    const asked = server(
      {},
      { 'POST /api/challenges': { status: 201, body: { challenge: challenge() } } },
    )
    const { box, detach } = inbox()
    await flush()
    expect(await box.send({ to: 'Grace', game: 'sir-tommy' })).toBeNull()
    expect(asked.at(-1)?.body).toEqual({ to: 'Grace', game: 'sir-tommy' })
    expect(box.outgoing.map((c) => c.to.username)).toEqual(['Grace'])
    expect(box.leftMs(box.outgoing[0]!)).toBe(60_000)

    await box.cancel('ch-1')
    expect(asked.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/challenges/ch-1' })
    expect(box.outgoing).toEqual([])
    expect(box.notices).toEqual([])
    detach()
  })

  it('is refused in words that name the player', async () => {
    const refuse = (code: string, status: number) =>
      server({}, { 'POST /api/challenges': { status, body: { error: { code, message: 'no' } } } })
    const { box, detach } = inbox()
    refuse('CHALLENGE_REFUSED', 403)
    expect(await box.send({ to: 'Grace', game: 'saratoga' })).toBe(
      'Grace is not taking challenges from you right now.',
    )
    refuse('CHALLENGE_PENDING', 409)
    expect(await box.send({ to: 'Grace', game: 'saratoga' })).toBe(
      "You already have a challenge waiting for Grace's answer.",
    )
    refuse('NOT_FOUND', 404)
    expect(await box.send({ to: 'Nobody', game: 'saratoga' })).toBe(
      'There is no player called Nobody.',
    )
    refuse('RATE_LIMITED', 429)
    expect(await box.send({ to: 'Grace', game: 'saratoga' })).toMatch(/wait a minute/)
    expect(box.outgoing).toEqual([])
    detach()
  })

  it('declined or expired is said in plain words', async () => {
    server(
      {},
      {
        'POST /api/challenges': { status: 201, body: { challenge: challenge() } },
      },
    )
    const { box, source, detach } = inbox()
    await box.send({ to: 'Grace', game: 'sir-tommy' })
    source.emit('challenge:declined', { challengeId: 'ch-1' })
    expect(box.outgoing).toEqual([])
    expect(box.notices.map((n) => n.text)).toEqual(['Grace declined your challenge.'])
    expect(box.announcement).toBe('Grace declined your challenge.')

    server(
      {},
      { 'POST /api/challenges': { status: 201, body: { challenge: challenge({ id: 'ch-2' }) } } },
    )
    await box.send({ to: 'Grace', game: 'sir-tommy' })
    source.emit('challenge:expired', { challengeId: 'ch-2' })
    expect(box.notices.map((n) => n.text)).toContain(
      'Grace did not answer your challenge in time, so it expired.',
    )
    detach()
  })

  it('accepted: the tab that sent it goes to the race; another tab of mine gets a link', async () => {
    server({}, { 'POST /api/challenges': { status: 201, body: { challenge: challenge() } } })
    const sender = inbox()
    await sender.box.send({ to: 'Grace', game: 'sir-tommy' })
    sender.source.emit('challenge:accepted', { challengeId: 'ch-1', raceId: 'race-7' })
    expect(sender.go).toHaveBeenCalledWith('/r/race-7')
    expect(sender.box.outgoing).toEqual([])

    server({ outgoing: [challenge()] })
    const other = inbox()
    await flush()
    other.source.emit('challenge:accepted', { challengeId: 'ch-1', raceId: 'race-7' })
    expect(other.go).not.toHaveBeenCalled()
    expect(other.box.notices).toEqual([
      { id: 'ch-1', text: 'Grace accepted your challenge.', raceId: 'race-7' },
    ])
    sender.detach()
    other.detach()
  })
})
