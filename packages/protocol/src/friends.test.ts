// Friends' wire shapes: the settings' new field and its default, challenge bodies, events.
import { describe, expect, it } from 'vitest'
import {
  accountSettingsSchema,
  accountSettingsPatchSchema,
  createChallengeBodySchema,
  followingReplySchema,
  payloadSchema,
  ERROR_CODES,
} from './index.js'

describe('friends on the wire', () => {
  it('lets everyone challenge an account until it says otherwise, and a patch changes only what it names', () => {
    expect(accountSettingsSchema.parse({}).challenges).toBe('everyone')
    expect(accountSettingsPatchSchema.parse({ challenges: 'following' })).toEqual({
      challenges: 'following',
    })
    expect(accountSettingsPatchSchema.safeParse({ challenges: 'friends' }).success).toBe(false)
  })

  it('takes a challenge to a name with a game, and refuses a game nobody has', () => {
    expect(createChallengeBodySchema.safeParse({ to: 'ada', game: 'sir-tommy' }).success).toBe(true)
    expect(createChallengeBodySchema.safeParse({ to: 'ada', game: 'chess' }).success).toBe(false)
    expect(
      createChallengeBodySchema.safeParse({ to: 'ada', game: 'sir-tommy', timeLimitSec: 5 })
        .success,
    ).toBe(false)
  })

  it('gives a raceId to a followed account only as a string id', () => {
    const entry = { username: 'ada', player: { id: 'p1', name: 'ada' }, status: 'racing' }
    expect(followingReplySchema.safeParse({ following: [entry] }).success).toBe(true)
    expect(
      followingReplySchema.safeParse({ following: [{ ...entry, status: 'away' }] }).success,
    ).toBe(false)
  })

  it('names the refusals clients switch on', () => {
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['CHALLENGE_REFUSED', 'CHALLENGE_PENDING']))
    expect(payloadSchema('race:ready').safeParse({ raceId: 'abcd1234' }).success).toBe(true)
  })
})
