// Accounts, sessions and recovery codes in the database (prisma/schema.prisma, "Accounts").
// Secrets arrive here already hashed; this file never sees a password or a token.
import { Prisma, type PrismaClient } from '#generated/prisma/client'
import { DELETED_PLAYER_NAME } from '../db/account-boards.js'

export interface StoredAccount {
  playerId: string
  username: string
  passwordHash: string | null
  settings: unknown
  createdAt: Date
}

export interface NewAccount {
  playerId: string
  username: string
  usernameKey: string
  nameKey: string
  passwordHash: string | null
  recoveryCodeHashes: string[]
}

/** The name is someone else's (the unique index on the folded name said so). */
export class UsernameTakenError extends Error {}

/** The player's account was deleted: it is retired and may never hold an account again. */
export class RetiredPlayerError extends Error {}

export function createAccountStore(prisma: PrismaClient) {
  /** The live session: its player and its last passkey sign-in; null when gone or expired. */
  async function liveSession(
    id: string,
    now: Date,
  ): Promise<{ playerId: string; passkeyVerifiedAt: Date | null } | null> {
    const session = await prisma.accountSession.findUnique({ where: { id } })
    return session && session.expiresAt > now ? session : null
  }

  return {
    /**
     * Makes the account, and its player unless it exists (a guest upgrading keeps its id and
     * every race; its shown name becomes the username). A retired player (its account was
     * deleted) gets none: RetiredPlayerError.
     */
    async create(account: NewAccount): Promise<void> {
      try {
        await prisma.$transaction(async (tx) => {
          const existing = await tx.player.findUnique({
            where: { id: account.playerId },
            select: { accountDeletedAt: true },
          })
          if (existing?.accountDeletedAt) throw new RetiredPlayerError(account.playerId)
          await tx.player.upsert({
            where: { id: account.playerId },
            create: { id: account.playerId, name: account.username },
            update: { name: account.username },
          })
          await tx.account.create({
            data: {
              playerId: account.playerId,
              username: account.username,
              usernameKey: account.usernameKey,
              nameKey: account.nameKey,
              passwordHash: account.passwordHash,
              recoveryCodes: {
                create: account.recoveryCodeHashes.map((codeHash) => ({ codeHash })),
              },
            },
          })
        })
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
          throw new UsernameTakenError(account.username)
        throw error
      }
    },

    async byUsernameKey(usernameKey: string): Promise<StoredAccount | null> {
      return prisma.account.findUnique({ where: { usernameKey } })
    },

    /** Whether the player's account was deleted (its tokens and sessions are void for good). */
    async isRetired(playerId: string): Promise<boolean> {
      const player = await prisma.player.findUnique({
        where: { id: playerId },
        select: { accountDeletedAt: true },
      })
      return Boolean(player?.accountDeletedAt)
    },

    /** The account whose name folds to this key (usernames.ts nameKey), if any. */
    async byNameKey(key: string): Promise<StoredAccount | null> {
      return prisma.account.findUnique({ where: { nameKey: key } })
    },

    async byPlayer(playerId: string): Promise<StoredAccount | null> {
      return prisma.account.findUnique({ where: { playerId } })
    },

    async details(playerId: string) {
      return prisma.account.findUnique({
        where: { playerId },
        include: {
          passkeys: { select: { id: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
          _count: { select: { recoveryCodes: true } },
        },
      })
    },

    async setPassword(playerId: string, passwordHash: string | null): Promise<void> {
      await prisma.account.update({ where: { playerId }, data: { passwordHash } })
    },

    async setSettings(playerId: string, settings: Prisma.InputJsonObject): Promise<void> {
      await prisma.account.update({ where: { playerId }, data: { settings } })
    },

    /** Spends a recovery code: true once per code. */
    async useRecoveryCode(playerId: string, codeHash: string): Promise<boolean> {
      const { count } = await prisma.recoveryCode.deleteMany({ where: { playerId, codeHash } })
      return count === 1
    },

    /** `passkeyVerifiedAt`: the session starts with a passkey sign-in (then its time). */
    async createSession(
      id: string,
      playerId: string,
      expiresAt: Date,
      passkeyVerifiedAt: Date | null = null,
    ): Promise<void> {
      await prisma.accountSession.create({ data: { id, playerId, expiresAt, passkeyVerifiedAt } })
    },

    /** The session's player while it lives; null when unknown, revoked or expired. */
    async sessionPlayer(id: string, now: Date): Promise<string | null> {
      return (await liveSession(id, now))?.playerId ?? null
    },

    session: liveSession,

    async deleteSession(id: string): Promise<string | null> {
      const session = await prisma.accountSession.findUnique({ where: { id } })
      if (!session) return null
      await prisma.accountSession.deleteMany({ where: { id } })
      return session.playerId
    },

    /** Revokes every session of the player but `keep`; the ids that were revoked. */
    async deleteSessions(playerId: string, keep?: string): Promise<string[]> {
      const where = { playerId, ...(keep === undefined ? {} : { id: { not: keep } }) }
      const sessions = await prisma.accountSession.findMany({ where, select: { id: true } })
      await prisma.accountSession.deleteMany({ where: { id: { in: sessions.map((s) => s.id) } } })
      return sessions.map((session) => session.id)
    },

    /**
     * Removes credentials, sessions, passkeys, recovery codes and the name (cascade from the
     * account row), so the username is free again; the player row stays, renamed "deleted
     * player" and marked with the time, so its results keep their seat on the ranked and daily
     * boards (db/account-boards.ts).
     */
    async delete(playerId: string, now: Date): Promise<void> {
      await prisma.$transaction([
        prisma.account.delete({ where: { playerId } }),
        prisma.player.update({
          where: { id: playerId },
          data: { name: DELETED_PLAYER_NAME, accountDeletedAt: now },
        }),
      ])
    },
  }
}

export type AccountStore = ReturnType<typeof createAccountStore>
