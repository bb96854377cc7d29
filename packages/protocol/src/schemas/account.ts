// Accounts on the wire: sign-up and sign-in bodies, the signed-in account, settings, profiles
// and the data export (docs/protocol.md, "Accounts").
import { z } from 'zod'
import { gameIdSchema, playerSchema } from './common.js'
import { challengeSettingSchema, profileFriendsSchema } from './friends.js'

/** 3–20 letters, digits, `_` and `-`; unique ignoring case (the server checks that). */
export const usernameSchema = z
  .string()
  .min(3, 'a username needs at least 3 characters')
  .max(20, 'a username has at most 20 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'a username is letters, digits, _ and -')

/**
 * Any string up to 256 characters: the server answers WEAK_PASSWORD below 8 characters or for a
 * common password (NIST SP 800-63B; no other composition rules).
 */
export const passwordSchema = z.string().min(1).max(256, 'a password has at most 256 characters')
export const MIN_PASSWORD_LENGTH = 8

export const credentialsBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
})
export type CredentialsBody = z.infer<typeof credentialsBodySchema>

/** Sign-in: the password may be anything (old accounts, typos); only a match lets you in. */
export const loginBodySchema = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(256).optional(),
  /** A one-time recovery code instead of the password. */
  recoveryCode: z.string().min(1).max(64).optional(),
})
export type LoginBody = z.infer<typeof loginBodySchema>

/** Each setting's values; the settings below give each its default. */
const settingFields = {
  soundMove: z.boolean(),
  soundFoundation: z.boolean(),
  soundFinish: z.boolean(),
  cardSize: z.enum(['small', 'medium', 'large']),
  fourColourSuits: z.boolean(),
  leftHanded: z.boolean(),
  reducedMotion: z.boolean(),
  allowSpectators: z.boolean(),
  /** Who may challenge me by name (docs/friends.md). */
  challenges: challengeSettingSchema,
}

export const accountSettingsSchema = z.object({
  soundMove: settingFields.soundMove.default(false),
  soundFoundation: settingFields.soundFoundation.default(false),
  soundFinish: settingFields.soundFinish.default(true),
  cardSize: settingFields.cardSize.default('medium'),
  fourColourSuits: settingFields.fourColourSuits.default(false),
  leftHanded: settingFields.leftHanded.default(false),
  reducedMotion: settingFields.reducedMotion.default(false),
  allowSpectators: settingFields.allowSpectators.default(true),
  challenges: settingFields.challenges.default('everyone'),
})
export type AccountSettings = z.infer<typeof accountSettingsSchema>
/** PUT /api/me/settings: only the settings it names change (no defaults fill the others in). */
export const accountSettingsPatchSchema = z.object(settingFields).partial()

export const accountSchema = z.object({
  username: z.string(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
  passkeys: z.array(z.object({ id: z.string(), createdAt: z.string() })),
  recoveryCodesLeft: z.number().int(),
  settings: accountSettingsSchema,
})
export type Account = z.infer<typeof accountSchema>

export const signUpReplySchema = z.object({
  player: playerSchema,
  /** Shown once: each lets its holder in once, in place of the password or passkey. */
  recoveryCodes: z.array(z.string()),
})
export type SignUpReply = z.infer<typeof signUpReplySchema>

export const playerReplySchema = z.object({ player: playerSchema })
export const meReplySchema = z.object({ player: playerSchema, account: accountSchema })
export type MeReply = z.infer<typeof meReplySchema>

/**
 * A sensitive change (password, passkeys) proves the owner again: the current password, unless
 * the session signed in with a passkey or a recovery code within the last 5 minutes.
 */
export const reauthenticationSchema = z.object({
  currentPassword: z.string().min(1).max(256).optional(),
})
export const PASSKEY_PROOF_MS = 5 * 60_000

export const passwordChangeBodySchema = reauthenticationSchema.extend({
  password: passwordSchema.nullable(),
})

export const usernameParamsSchema = z.object({ username: z.string().min(1).max(64) })

export const profileSchema = z.object({
  player: playerSchema,
  username: z.string(),
  createdAt: z.string(),
  ratings: z.array(
    z.object({ game: gameIdSchema, rating: z.number(), rd: z.number(), races: z.number().int() }),
  ),
  totals: z.object({ races: z.number().int(), wins: z.number().int() }),
  recent: z.array(
    z.object({
      raceId: z.string(),
      game: gameIdSchema,
      variant: z.string(),
      foundation: z.number().int(),
      total: z.number().int(),
      won: z.boolean(),
      timeMs: z.number().int(),
      ranked: z.boolean(),
      finishedAt: z.string(),
    }),
  ),
  /** Followers and following counts, and whether the signed-in viewer follows or blocks it. */
  friends: profileFriendsSchema,
})
export type Profile = z.infer<typeof profileSchema>

/** GET /api/me/export: every race the player sat in, with every move, as stored. */
export const exportSchema = z.object({
  player: playerSchema,
  account: z.object({ username: z.string(), createdAt: z.string() }).nullable(),
  races: z.array(z.record(z.string(), z.unknown())),
})
