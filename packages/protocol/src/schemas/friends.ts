// Friends on the wire (docs/friends.md): following, blocks, who may challenge me, challenges by
// name and the socket events that tell them. Accounts only: a guest has no unique name.
import { z } from 'zod'
import { gameIdSchema, playerSchema, raceIdSchema } from './common.js'

/** Who may challenge an account: anyone, only accounts it follows, or nobody. */
export const CHALLENGE_SETTINGS = ['everyone', 'following', 'nobody'] as const
export const challengeSettingSchema = z.enum(CHALLENGE_SETTINGS)
export type ChallengeSetting = z.infer<typeof challengeSettingSchema>

/** PUT /api/me/settings takes it with the other settings (accountSettingsSchema.challenges). */
export const challengeSettingsBodySchema = z.object({ challenges: challengeSettingSchema })

/** An account as friends see it: its username and its player (id, display name). */
export const accountRefSchema = z.object({ username: z.string(), player: playerSchema })
export type AccountRef = z.infer<typeof accountRefSchema>

/**
 * `racing`: seated in a live race; `raceId` only when that race may be watched (the spectators'
 * rules: the racers allow spectators, not a daily attempt). An account that blocked the viewer
 * reads `offline`.
 */
export const friendStatusSchema = z.enum(['offline', 'online', 'racing'])
export type FriendStatus = z.infer<typeof friendStatusSchema>

export const followedAccountSchema = accountRefSchema.extend({
  status: friendStatusSchema,
  raceId: raceIdSchema.optional(),
})
export type FollowedAccount = z.infer<typeof followedAccountSchema>

/** GET /api/me/following: the accounts I follow, by username. */
export const followingReplySchema = z.object({ following: z.array(followedAccountSchema) })
export type FollowingReply = z.infer<typeof followingReplySchema>

/** GET /api/me/blocked: the accounts I block, by username. */
export const blockedReplySchema = z.object({ blocked: z.array(accountRefSchema) })
export type BlockedReply = z.infer<typeof blockedReplySchema>

/** What a profile tells about follows: counts, and the signed-in viewer's own relation to it. */
export const profileFriendsSchema = z.object({
  followers: z.number().int(),
  following: z.number().int(),
  /** Null when nobody is signed in, or the viewer is the profile's own account. */
  viewer: z.object({ follows: z.boolean(), blocks: z.boolean() }).nullable(),
})
export type ProfileFriends = z.infer<typeof profileFriendsSchema>

export const challengeIdSchema = z
  .string()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'a challenge id is letters, digits, - and _')
export const challengeParamsSchema = z.object({ id: challengeIdSchema })

/** POST /api/challenges: to an account by username. The race is a friend race (unrated). */
export const createChallengeBodySchema = z.object({
  to: z.string().min(1).max(64),
  game: gameIdSchema,
  variant: z.string().min(1).max(40).optional(),
  timeLimitSec: z.number().int().min(30).max(3600).optional(),
})
export type CreateChallengeBody = z.infer<typeof createChallengeBodySchema>

export const CHALLENGE_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'cancelled',
] as const
export const challengeStatusSchema = z.enum(CHALLENGE_STATUSES)
export type ChallengeStatus = z.infer<typeof challengeStatusSchema>

export const challengeSchema = z.object({
  id: challengeIdSchema,
  from: accountRefSchema,
  to: accountRefSchema,
  game: gameIdSchema,
  variant: z.string(),
  timeLimitSec: z.number().int(),
  status: challengeStatusSchema,
  /** ISO time: a pending challenge not answered by then expires. */
  expiresAt: z.string(),
  /** Set once accepted: the race both land in. */
  raceId: raceIdSchema.optional(),
})
export type Challenge = z.infer<typeof challengeSchema>

/** POST /api/challenges (201), and the `challenge:received` event. */
export const challengeReplySchema = z.object({ challenge: challengeSchema })
export type ChallengeReply = z.infer<typeof challengeReplySchema>

/** GET /api/challenges: my pending challenges, to me and from me (a reloaded page shows them). */
export const challengesReplySchema = z.object({
  incoming: z.array(challengeSchema),
  outgoing: z.array(challengeSchema),
})
export type ChallengesReply = z.infer<typeof challengesReplySchema>

/** POST /api/challenges/:id/accept: the friend race both are seated in. */
export const acceptChallengeReplySchema = z.object({ raceId: raceIdSchema })
export type AcceptChallengeReply = z.infer<typeof acceptChallengeReplySchema>

export const challengeReceivedEventSchema = z.object({ challenge: challengeSchema })
export type ChallengeReceivedEvent = z.infer<typeof challengeReceivedEventSchema>
export const challengeAcceptedEventSchema = z.object({
  challengeId: challengeIdSchema,
  raceId: raceIdSchema,
})
export type ChallengeAcceptedEvent = z.infer<typeof challengeAcceptedEventSchema>
/** `challenge:declined`, `challenge:expired`, `challenge:cancelled`: which challenge ended. */
export const challengeEndedEventSchema = z.object({ challengeId: challengeIdSchema })
export type ChallengeEndedEvent = z.infer<typeof challengeEndedEventSchema>

/** `friends:status`: a followed account's status changed (at most one a second per follower). */
export const friendsStatusEventSchema = z.object({ following: z.array(followedAccountSchema) })
export type FriendsStatusEvent = z.infer<typeof friendsStatusEventSchema>
