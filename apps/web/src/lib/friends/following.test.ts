// @vitest-environment jsdom
// The players I follow: racing first, then online, then offline; a status event changes only the
// players it names; follow by name, refused in words.
import type { FollowedAccount, FriendsStatusEvent } from '@patience-race/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serveRest } from '../net/fake-rest.js'
import { FollowingList, type FollowingSource } from './following.svelte.js'

const friend = (username: string, status: FollowedAccount['status'], raceId?: string) => ({
  username,
  player: { id: `p-${username}`, name: username },
  status,
  ...(raceId ? { raceId } : {}),
})

afterEach(() => vi.unstubAllGlobals())

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the players I follow', () => {
  it('lists racing, then online, then offline, and follows status events by name', async () => {
    let list: FollowedAccount[] = [
      friend('zoe', 'offline'),
      friend('Grace', 'online'),
      friend('ada', 'online'),
      friend('Bob', 'racing', 'race-1'),
    ]
    serveRest(() => ({ body: { following: list } }))
    let push: (e: FriendsStatusEvent) => void = () => {}
    const source: FollowingSource = {
      on: (h) => {
        push = h['friends:status']!
        return () => {}
      },
    }
    const following = new FollowingList()
    following.attach(source)
    await flush()
    expect(following.sorted.map((f) => `${f.username} ${f.status}`)).toEqual([
      'Bob racing',
      'ada online',
      'Grace online',
      'zoe offline',
    ])

    push({ following: [friend('zoe', 'racing', 'race-2'), friend('Bob', 'offline')] })
    expect(following.sorted.map((f) => `${f.username} ${f.status} ${f.raceId ?? '-'}`)).toEqual([
      'zoe racing race-2',
      'ada online -',
      'Grace online -',
      'Bob offline -',
    ])
    list = []
  })

  it('follows by name (an @ is fine), and says who is unknown', async () => {
    const following = new FollowingList()
    const asked = serveRest(({ method, url }) => {
      if (method === 'PUT' && url === '/api/me/following/Nobody')
        return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no such account' } } }
      if (method === 'PUT') return new Response(null, { status: 204 })
      return { body: { following: [friend('Grace', 'online')] } }
    })
    expect(await following.follow('  @Grace ')).toBeNull()
    expect(asked[0]).toMatchObject({ method: 'PUT', url: '/api/me/following/Grace' })
    expect(following.following.map((f) => f.username)).toEqual(['Grace'])
    expect(await following.follow('Nobody')).toBe('There is no player called Nobody.')
    expect(await following.follow('  ')).toBe('Type the username of the player to follow.')
  })
})
