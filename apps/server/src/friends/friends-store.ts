// The database side of friends (docs/friends.md): follows, blocks and challenge rows, built
// from the Prisma client under a database race store (friendsStoreOf), as accounts' are.
import type { PrismaClient } from '#generated/prisma/client'
import type { ChallengeStatus, RaceKind } from '@patience-race/protocol'
import { isCountingDown, isLive, RUNNING_STATES } from '../races/lifecycle/race-lifecycle.js'
import { featureStore } from '../db/database.js'

/** Racing: a race counting down or live (the lifecycle names them). */
const UNDER_WAY = RUNNING_STATES.filter((state) => isCountingDown(state) || isLive(state))

/** An account as friends name it: its player id, username and display name. */
export interface AccountRow {
  playerId: string
  username: string
}

export interface ChallengeRow {
  id: string
  fromPlayerId: string
  toPlayerId: string
  game: string
  variant: string
  timeLimitSec: number
  status: ChallengeStatus
  raceId: string | null
  createdAt: Date
  expiresAt: Date
  from: AccountRow
  to: AccountRow
}

/** A seat in a running race: racing, and where. */
export interface RacingSeat {
  playerId: string
  raceId: string
  watchable: { spectatorsAllowed: boolean; kind: RaceKind }
}

const accountFields = { select: { playerId: true, username: true } } as const
const withAccounts = { from: accountFields, to: accountFields } as const

function createFriendsStore(prisma: PrismaClient) {
  return {
    async accountByUsernameKey(usernameKey: string): Promise<AccountRow | null> {
      return prisma.account.findUnique({ where: { usernameKey }, ...accountFields })
    },

    async accountByPlayer(playerId: string): Promise<AccountRow | null> {
      return prisma.account.findUnique({ where: { playerId }, ...accountFields })
    },

    /** Whether the player has an account (a guest has none). */
    async isAccount(playerId: string): Promise<boolean> {
      return (await prisma.account.count({ where: { playerId } })) > 0
    },

    async follow(followerId: string, followeeId: string): Promise<void> {
      await prisma.follow.upsert({
        where: { followerId_followeeId: { followerId, followeeId } },
        create: { followerId, followeeId },
        update: {},
      })
    },

    async unfollow(followerId: string, followeeId: string): Promise<void> {
      await prisma.follow.deleteMany({ where: { followerId, followeeId } })
    },

    async block(blockerId: string, blockedId: string): Promise<void> {
      await prisma.block.upsert({
        where: { blockerId_blockedId: { blockerId, blockedId } },
        create: { blockerId, blockedId },
        update: {},
      })
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await prisma.block.deleteMany({ where: { blockerId, blockedId } })
    },

    /** The accounts the player follows, by username. */
    async following(playerId: string): Promise<AccountRow[]> {
      const rows = await prisma.follow.findMany({
        where: { followerId: playerId },
        select: { followee: accountFields },
        orderBy: { followee: { usernameKey: 'asc' } },
      })
      return rows.map((row) => row.followee)
    },

    /** Who follows the player, leaving out those it blocks (their follow does nothing). */
    async followerIds(playerId: string): Promise<string[]> {
      const rows = await prisma.follow.findMany({
        where: { followeeId: playerId, follower: { blockedBy: { none: { blockerId: playerId } } } },
        select: { followerId: true },
      })
      return rows.map((row) => row.followerId)
    },

    /** The accounts the player blocks, by username. */
    async blocked(playerId: string): Promise<AccountRow[]> {
      const rows = await prisma.block.findMany({
        where: { blockerId: playerId },
        select: { blocked: accountFields },
        orderBy: { blocked: { usernameKey: 'asc' } },
      })
      return rows.map((row) => row.blocked)
    },

    /** Of `playerIds`, those that block `viewerId`. */
    async blockersAmong(viewerId: string, playerIds: string[]): Promise<Set<string>> {
      if (playerIds.length === 0) return new Set()
      const rows = await prisma.block.findMany({
        where: { blockedId: viewerId, blockerId: { in: playerIds } },
        select: { blockerId: true },
      })
      return new Set(rows.map((row) => row.blockerId))
    },

    /** Every account that blocks the player. */
    async blockerIds(playerId: string): Promise<string[]> {
      const rows = await prisma.block.findMany({
        where: { blockedId: playerId },
        select: { blockerId: true },
      })
      return rows.map((row) => row.blockerId)
    },

    async blocks(blockerId: string, blockedId: string): Promise<boolean> {
      return (await prisma.block.count({ where: { blockerId, blockedId } })) > 0
    },

    async follows(followerId: string, followeeId: string): Promise<boolean> {
      return (await prisma.follow.count({ where: { followerId, followeeId } })) > 0
    },

    /** A profile's counts: followers it does not block, and the accounts it follows. */
    async counts(playerId: string): Promise<{ followers: number; following: number }> {
      const [followers, following] = await Promise.all([
        prisma.follow.count({
          where: {
            followeeId: playerId,
            follower: { blockedBy: { none: { blockerId: playerId } } },
          },
        }),
        prisma.follow.count({ where: { followerId: playerId } }),
      ])
      return { followers, following }
    },

    async settingsOf(playerId: string): Promise<unknown> {
      return (await prisma.account.findUnique({ where: { playerId }, select: { settings: true } }))
        ?.settings
    },

    /** Seats still in a race under way (counting down or live) of any of the players. */
    async racingSeats(playerIds: string[]): Promise<RacingSeat[]> {
      if (playerIds.length === 0) return []
      const rows = await prisma.seat.findMany({
        where: {
          playerId: { in: playerIds },
          resigned: false,
          abandoned: false,
          race: { status: { in: [...UNDER_WAY] } },
        },
        select: {
          playerId: true,
          raceId: true,
          race: { select: { spectatorsAllowed: true, kind: true, createdAt: true } },
        },
        orderBy: { race: { createdAt: 'desc' } },
      })
      return rows.map((row) => ({
        playerId: row.playerId,
        raceId: row.raceId,
        watchable: { spectatorsAllowed: row.race.spectatorsAllowed, kind: row.race.kind },
      }))
    },

    async createChallenge(row: {
      id: string
      fromPlayerId: string
      toPlayerId: string
      game: string
      variant: string
      timeLimitSec: number
      createdAt: Date
      expiresAt: Date
    }): Promise<ChallengeRow> {
      return prisma.challenge.create({ data: row, include: withAccounts })
    },

    async challenge(id: string): Promise<ChallengeRow | null> {
      return prisma.challenge.findUnique({ where: { id }, include: withAccounts })
    },

    /** A pending, unexpired challenge from one account to another, if any. */
    async pendingBetween(fromPlayerId: string, toPlayerId: string, now: Date) {
      return prisma.challenge.findFirst({
        where: { fromPlayerId, toPlayerId, status: 'pending', expiresAt: { gt: now } },
        select: { id: true },
      })
    },

    /** The player's pending, unexpired challenges, to it and from it, oldest first. */
    async pendingOf(playerId: string, now: Date): Promise<ChallengeRow[]> {
      return prisma.challenge.findMany({
        where: {
          status: 'pending',
          expiresAt: { gt: now },
          OR: [{ toPlayerId: playerId }, { fromPlayerId: playerId }],
        },
        include: withAccounts,
        orderBy: { createdAt: 'asc' },
      })
    },

    /** Every pending challenge not yet past its time (a booting node times their expiry). */
    async allPending(now: Date): Promise<ChallengeRow[]> {
      return prisma.challenge.findMany({
        where: { status: 'pending', expiresAt: { gt: now } },
        include: withAccounts,
      })
    },

    /**
     * Ends a pending challenge, once: true when this call moved it from pending (so only one of
     * an accept, a decline, a cancel and the expiry wins, on whichever node).
     */
    async settle(id: string, status: Exclude<ChallengeStatus, 'pending'>): Promise<boolean> {
      const { count } = await prisma.challenge.updateMany({
        where: { id, status: 'pending' },
        data: { status },
      })
      return count === 1
    },

    /** Takes back an accept whose race could not be made: pending again. */
    async reopen(id: string): Promise<void> {
      await prisma.challenge.updateMany({
        where: { id, status: 'accepted' },
        data: { status: 'pending', raceId: null },
      })
    },

    async setRace(id: string, raceId: string): Promise<void> {
      await prisma.challenge.updateMany({ where: { id }, data: { raceId } })
    },
  }
}

export type FriendsStore = ReturnType<typeof createFriendsStore>

/** The friends store on a database store; null on a store without one (memory). */
export const friendsStoreOf = featureStore(createFriendsStore)
