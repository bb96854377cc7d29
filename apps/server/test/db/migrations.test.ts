// Runs every migration on an empty database, then touches every model through the store, on
// embedded PGlite and (when TEST_DATABASE_URL is set) on Postgres.
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, MigrationError, readMigrations } from '../../src/db/migrate.js'
import { migrationsDir } from '../../src/db/migrations-dir.js'
import type { PileId } from '@patience-race/engine'
import { pgliteSession } from '../../src/db/sql-session.js'

const WASTES: PileId[] = ['waste-1', 'waste-2', 'waste-3', 'waste-4']
import { accountStoresOf } from '../../src/accounts/stores.js'
import { friendsStoreOf } from '../../src/friends/friends-store.js'
import { RaceStatus, SeatStatus } from '#generated/prisma/enums'
import type {
  MoveRecord,
  RaceRecord,
  RatingRecord,
  RatingUpdate,
  ResultRecord,
  SeatRecord,
} from '../../src/races/records.js'
import { challengeStatusSchema, raceStatusSchema, seatStatusSchema } from '@patience-race/protocol'
import { testDatabases, type TestDatabase } from '../../src/test-support/databases.js'

const INIT = '20261122193000_init'
const HOUR = 60 * 60 * 1000
const NOW = new Date('2026-06-15T12:00:00.000Z')

/** Runs a test against an in-memory PGlite database, closed after. */
async function inFreshPglite(run: (db: PGlite) => Promise<void>): Promise<void> {
  const db = new PGlite()
  try {
    await run(db)
  } finally {
    await db.close()
  }
}

function race(id: string, patch: Partial<RaceRecord> = {}): RaceRecord {
  return {
    id,
    game: 'sir-tommy',
    variant: 'standard',
    seed: `seed-${id}`,
    seedHash: `hash-${id}`,
    seedKnown: false,
    status: 'waiting',
    timeLimitSec: 600,
    rematchOf: null,
    createdAt: new Date(NOW.getTime() - 10 * HOUR),
    startedAt: null,
    finishedAt: null,
    pausedMs: 0,
    kind: 'friend',
    spectatorsAllowed: true,
    spectatorDelaySec: 0,
    seatCount: 2,
    ownerNode: null,
    ownerEpoch: 0,
    ...patch,
  }
}

/** A ranked leaderboard query of a game's standard variant. */
function board(game: RaceRecord['game'], period: 'day' | 'week' | 'all', limit: number) {
  return { game, variant: 'standard', kind: 'ranked' as const, period, now: NOW, limit }
}

/** A seat, not ready and still in the race unless the patch says so. */
function seat(
  raceId: string,
  index: number,
  playerId: string,
  patch: Partial<SeatRecord> = {},
): SeatRecord {
  return {
    raceId,
    seat: index,
    playerId,
    ready: false,
    resigned: false,
    abandoned: false,
    finishedAtMs: null,
    ...patch,
  }
}

function move(raceId: string, seat: number, seq: number): MoveRecord {
  return {
    raceId,
    seat,
    seq,
    move: { from: WASTES[seq % WASTES.length]!, to: 'foundation-up-S', count: 1 },
    at: seq * 1000,
  }
}

function result(
  raceId: string,
  seat: number,
  playerId: string,
  patch: Partial<ResultRecord> = {},
): ResultRecord {
  return {
    raceId,
    seat,
    playerId,
    game: 'sir-tommy',
    variant: 'standard',
    seedHash: `hash-${raceId}`,
    foundation: 20,
    total: 52,
    won: false,
    status: 'stuck',
    timeMs: 60_000,
    moves: 40,
    foundationAt: 45_000,
    ranked: true,
    flagged: false,
    medianMoveMs: null,
    place: seat + 1,
    outcome: 'more-cards',
    finishedAt: new Date(NOW.getTime() - HOUR),
    ...patch,
  }
}

describe('status enums', () => {
  it("the generated client's enums are the protocol's race and seat statuses", () => {
    expect(Object.values(RaceStatus)).toEqual(raceStatusSchema.options)
    expect(Object.values(SeatStatus)).toEqual(seatStatusSchema.options)
  })
})

describe('migrate on a scratch PGlite', () => {
  let scratch: string
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'pr-migrations-'))
    cpSync(join(migrationsDir(), INIT), join(scratch, INIT), { recursive: true })
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('a failing migration is rolled back whole and refuses the boot; a later fixed one applies', () =>
    inFreshPglite(async (db) => {
      const broken = join(scratch, '20261201000000_add_notes')
      mkdirSync(broken)
      writeFileSync(
        join(broken, 'migration.sql'),
        'CREATE TABLE "notes" ("id" TEXT);\nSELECT * FROM "no_such_table";\n',
      )
      const failure = await migrate(pgliteSession(db), scratch).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(MigrationError)
      expect((failure as MigrationError).code).toBe('MIGRATION_FAILED')
      expect((failure as MigrationError).message).toContain('20261201000000_add_notes')
      const notes = await db.query(`SELECT to_regclass('public.notes') AS t`)
      expect(notes.rows).toEqual([{ t: null }])
      const names = await db.query<{ migration_name: string }>(
        'SELECT migration_name FROM _prisma_migrations',
      )
      expect(names.rows.map((row) => row.migration_name)).toEqual([INIT])

      writeFileSync(join(broken, 'migration.sql'), 'CREATE TABLE "notes" ("id" TEXT);\n')
      expect(await migrate(pgliteSession(db), scratch)).toEqual({
        applied: ['20261201000000_add_notes'],
        unknown: [],
      })
      const after = await db.query(`SELECT to_regclass('public.notes')::text AS t`)
      expect(after.rows).toEqual([{ t: 'notes' }])
    }))

  it('the status enums migration keeps the statuses of races and results already stored', () =>
    inFreshPglite(async (db) => {
      // scratch holds the init migration alone (plus, maybe, the test above's notes table)
      await migrate(pgliteSession(db), join(scratch))
      await db.exec(`
      INSERT INTO players (id, name) VALUES ('ann', 'Ann');
      INSERT INTO races (id, game, variant, seed, seed_hash, status, time_limit_sec)
        VALUES ('r-live', 'sir-tommy', 'standard', 's1', 'h1', 'live', 60),
               ('r-done', 'sir-tommy', 'standard', 's2', 'h2', 'finished', 60);
      INSERT INTO results (race_id, seat, player_id, game, variant, seed_hash, foundation, total,
                           won, status, time_ms, moves, ranked, finished_at)
        VALUES ('r-done', 0, 'ann', 'sir-tommy', 'standard', 'h2', 52, 52, true, 'won', 1000, 60,
                true, now());
    `)
      const report = await migrate(pgliteSession(db), migrationsDir())
      expect(report.applied).toContain('20261123030000_status_enums')
      const races = await db.query<{ id: string; status: string }>(
        'SELECT id, status::text AS status FROM races ORDER BY id',
      )
      expect(races.rows).toEqual([
        { id: 'r-done', status: 'finished' },
        { id: 'r-live', status: 'live' },
      ])
      const results = await db.query<{ status: string }>(
        'SELECT status::text AS status FROM results',
      )
      expect(results.rows).toEqual([{ status: 'won' }])
    }))

  it('a migration recorded as started but unfinished refuses the boot, as prisma migrate deploy does', () =>
    inFreshPglite(async (db) => {
      await migrate(pgliteSession(db), join(migrationsDir()))
      await db.query('UPDATE _prisma_migrations SET finished_at = NULL')
      const failure = await migrate(pgliteSession(db), migrationsDir()).catch(
        (error: unknown) => error,
      )
      expect((failure as MigrationError).code).toBe('MIGRATION_PREVIOUSLY_FAILED')
    }))
})

for (const database of testDatabases) {
  describe(`database on ${database.name}`, () => {
    let db: TestDatabase
    beforeAll(async () => {
      db = await database.open({ fromEmpty: true })
    })
    afterAll(async () => {
      await db?.cleanup()
    })

    it(`opens as ${database.name}`, () => {
      expect(db.store.kind).toBe(database.name)
    })

    it('records every migration in _prisma_migrations exactly as prisma migrate does', async () => {
      await db.store.close()
      const session = await db.session()
      try {
        const rows = await session.query<Record<string, unknown>>(
          'SELECT * FROM _prisma_migrations ORDER BY migration_name',
        )
        const local = readMigrations(migrationsDir())
        expect(local.map((migration) => migration.name)).toContain(INIT)
        expect(rows).toHaveLength(local.length)
        for (const [i, migration] of local.entries()) {
          const script = readFileSync(join(migrationsDir(), migration.name, 'migration.sql'))
          expect(rows[i]).toMatchObject({
            migration_name: migration.name,
            checksum: createHash('sha256').update(script).digest('hex'),
            logs: null,
            rolled_back_at: null,
            applied_steps_count: 1,
          })
          expect(rows[i]?.finished_at).toBeInstanceOf(Date)
          expect(String(rows[i]?.id)).toMatch(/^[0-9a-f-]{36}$/)
        }
        const script = readFileSync(join(migrationsDir(), INIT, 'migration.sql'))

        const columns = await session.query<{ column_name: string; data_type: string }>(
          `SELECT column_name, data_type FROM information_schema.columns
           WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
        )
        expect(columns.map((column) => `${column.column_name} ${column.data_type}`)).toEqual([
          'id character varying',
          'checksum character varying',
          'finished_at timestamp with time zone',
          'migration_name character varying',
          'logs text',
          'rolled_back_at timestamp with time zone',
          'started_at timestamp with time zone',
          'applied_steps_count integer',
        ])

        const constraints = await session.query<{ conname: string }>(
          `SELECT conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
           WHERE n.nspname = 'public' AND conrelid <> '_prisma_migrations'::regclass ORDER BY conname`,
        )
        expect(constraints.map((row) => row.conname)).toEqual([
          'account_sessions_pkey',
          'account_sessions_player_id_fkey',
          'accounts_pkey',
          'accounts_player_id_fkey',
          'arena_entrants_arena_id_fkey',
          'arena_entrants_pkey',
          'arena_entrants_player_id_fkey',
          'arena_rounds_arena_id_fkey',
          'arena_rounds_pkey',
          'arenas_created_by_fkey',
          'arenas_pkey',
          'blocks_blocked_id_fkey',
          'blocks_blocker_id_fkey',
          'blocks_pkey',
          'challenges_from_player_id_fkey',
          'challenges_pkey',
          'challenges_to_player_id_fkey',
          'follows_followee_id_fkey',
          'follows_follower_id_fkey',
          'follows_pkey',
          'moves_pkey',
          'moves_race_id_fkey',
          'nodes_pkey',
          'pars_pkey',
          'passkeys_pkey',
          'passkeys_player_id_fkey',
          'players_pkey',
          'race_analyses_pkey',
          'race_analyses_race_id_fkey',
          'races_pkey',
          'ratings_pkey',
          'ratings_player_id_fkey',
          'recovery_codes_pkey',
          'recovery_codes_player_id_fkey',
          'results_pkey',
          'results_player_id_fkey',
          'results_race_id_fkey',
          'seats_pkey',
          'seats_player_id_fkey',
          'seats_race_id_fkey',
          'webauthn_challenges_pkey',
        ])
        const indexes = await session.query<{ indexname: string }>(
          `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexname NOT LIKE '%_pkey' ORDER BY indexname`,
        )
        expect(indexes.map((row) => row.indexname)).toEqual([
          'account_sessions_player_id_idx',
          'accounts_name_key_key',
          'accounts_username_key_key',
          'arena_entrants_player_id_idx',
          'arenas_schedule_key_key',
          'arenas_status_starts_at_idx',
          'blocks_blocked_id_idx',
          'challenges_from_player_id_status_idx',
          'challenges_to_player_id_status_idx',
          'follows_followee_id_idx',
          'passkeys_player_id_idx',
          'races_arena_id_arena_round_idx',
          'races_kind_seed_hash_idx',
          'races_owner_node_idx',
          'races_rematch_of_idx',
          'races_status_created_at_idx',
          'ratings_game_variant_rating_idx',
          'results_game_ranked_finished_at_idx',
          'results_game_variant_ranked_finished_at_idx',
          'results_player_id_seed_hash_idx',
          'seats_player_id_idx',
          'seats_race_id_player_id_key',
          'webauthn_challenges_expires_at_idx',
        ])

        expect(await migrate(session, migrationsDir())).toEqual({ applied: [], unknown: [] })
        expect(await session.query('SELECT id FROM _prisma_migrations')).toHaveLength(local.length)

        await session.query(
          `UPDATE _prisma_migrations SET checksum = $1 WHERE migration_name = $2`,
          ['0'.repeat(64), INIT],
        )
        const failure = await migrate(session, migrationsDir()).catch((error: unknown) => error)
        expect(failure).toBeInstanceOf(MigrationError)
        expect((failure as MigrationError).code).toBe('MIGRATION_CHECKSUM_MISMATCH')
        expect((failure as MigrationError).message).toContain(INIT)
        await session.query(
          `UPDATE _prisma_migrations SET checksum = $1 WHERE migration_name = $2`,
          [createHash('sha256').update(script).digest('hex'), INIT],
        )
      } finally {
        await session.close()
      }
      await db.reopen()
    })

    it('types race and seat statuses as enums and refuses any other status', async () => {
      await db.store.close()
      const session = await db.session()
      try {
        const columns = await session.query<{ table_name: string; udt_name: string }>(
          `SELECT table_name, udt_name FROM information_schema.columns
           WHERE table_schema = 'public' AND column_name = 'status' ORDER BY table_name`,
        )
        expect(columns).toEqual([
          { table_name: 'arenas', udt_name: 'arena_status' },
          { table_name: 'challenges', udt_name: 'challenge_status' },
          { table_name: 'races', udt_name: 'race_status' },
          { table_name: 'results', udt_name: 'seat_status' },
        ])
        const labels = async (type: string) =>
          (
            await session.query<{ label: string }>(
              `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
               WHERE t.typname = $1 ORDER BY e.enumsortorder`,
              [type],
            )
          ).map((row) => row.label)
        expect(await labels('race_status')).toEqual(raceStatusSchema.options)
        expect(await labels('seat_status')).toEqual(seatStatusSchema.options)
        expect(await labels('challenge_status')).toEqual(challengeStatusSchema.options)
        const insert = session.query(
          `INSERT INTO races (id, game, variant, seed, seed_hash, status, time_limit_sec)
           VALUES ('bad-status', 'sir-tommy', 'standard', 's', 'h', 'paused', 60)`,
        )
        await expect(insert).rejects.toThrow(/race_status/)
      } finally {
        await session.close()
      }
      await db.reopen()
    })

    it('stores players and renames them', async () => {
      await db.store.upsertPlayer({ id: 'ann', name: 'Ann' })
      await db.store.upsertPlayer({ id: 'bob', name: 'Bob' })
      await db.store.upsertPlayer({ id: 'ann', name: 'Annie' })
      expect(await db.store.getPlayer('ann')).toEqual({ id: 'ann', name: 'Annie' })
      expect(await db.store.getPlayer('nobody')).toBeNull()
    })

    it('stores a race with its seats, moves, results and rematch', async () => {
      const r1 = race('race-1', { seedKnown: true })
      await db.store.createRace(r1)
      expect(await db.store.getRace('race-1')).toEqual({
        race: r1,
        seats: [],
        moves: [],
        results: [],
        rematchId: null,
      })
      expect(await db.store.getRace('missing')).toBeNull()

      await db.store.upsertSeat(seat('race-1', 1, 'bob'))
      await db.store.upsertSeat(seat('race-1', 0, 'ann'))
      await db.store.upsertSeat(seat('race-1', 0, 'ann', { ready: true }))
      const startedAt = new Date(NOW.getTime() - 9 * HOUR)
      await db.store.updateRace('race-1', { status: 'live', startedAt, pausedMs: 1500 })
      await db.store.updateRace('no-such-race', { status: 'live' })

      let stored = await db.store.getRace('race-1')
      expect(stored?.race).toEqual({ ...r1, status: 'live', startedAt, pausedMs: 1500 })
      expect(stored?.seats).toEqual([
        {
          raceId: 'race-1',
          seat: 0,
          playerId: 'ann',
          ready: true,
          resigned: false,
          abandoned: false,
          finishedAtMs: null,
          player: { id: 'ann', name: 'Annie' },
        },
        {
          raceId: 'race-1',
          seat: 1,
          playerId: 'bob',
          ready: false,
          resigned: false,
          abandoned: false,
          finishedAtMs: null,
          player: { id: 'bob', name: 'Bob' },
        },
      ])

      await db.store.appendMoves([move('race-1', 1, 1), move('race-1', 0, 2), move('race-1', 0, 1)])
      await db.store.appendMoves([])
      stored = await db.store.getRace('race-1')
      expect(stored?.moves).toEqual([
        move('race-1', 0, 1),
        move('race-1', 0, 2),
        move('race-1', 1, 1),
      ])
      await db.store.appendMoves([
        { raceId: 'race-1', seat: 1, seq: 2, move: { action: 'draw' }, at: 5 },
      ])
      expect((await db.store.getRace('race-1'))?.moves.at(-1)).toEqual({
        raceId: 'race-1',
        seat: 1,
        seq: 2,
        move: { action: 'draw' },
        at: 5,
      })

      const finishedAt = new Date(NOW.getTime() - 8 * HOUR)
      const results = [
        result('race-1', 0, 'ann', {
          won: true,
          status: 'won',
          foundation: 52,
          finishedAt,
          ranked: false,
        }),
        result('race-1', 1, 'bob', {
          status: 'resigned',
          foundation: 7,
          finishedAt,
          ranked: false,
        }),
      ]
      await db.store.finishRace('race-1', 'finished', finishedAt, results)
      stored = await db.store.getRace('race-1')
      expect(stored?.race.status).toBe('finished')
      expect(stored?.race.finishedAt).toEqual(finishedAt)
      expect(stored?.results).toEqual(results)

      await db.store.createRace(race('race-2', { rematchOf: 'race-1', createdAt: NOW }))
      expect((await db.store.getRace('race-1'))?.rematchId).toBe('race-2')
      expect((await db.store.getRace('race-2'))?.race.rematchOf).toBe('race-1')
    })

    it('ignores moves already stored instead of doubling them', async () => {
      await db.store.createRace(race('race-dup', { status: 'live' }))
      await db.store.upsertSeat(seat('race-dup', 0, 'ann', { ready: true }))
      const before = await db.store.countMoves()
      await db.store.appendMoves([move('race-dup', 0, 1), move('race-dup', 0, 2)])
      const retried = { ...move('race-dup', 0, 2), at: 99_999 }
      await db.store.appendMoves([retried, move('race-dup', 0, 3), move('race-dup', 0, 3)])
      expect(await db.store.countMoves()).toBe(before + 3)
      const stored = await db.store.getRace('race-dup')
      expect(stored?.moves.map((m) => [m.seq, m.at])).toEqual([
        [1, 1000],
        [2, 2000],
        [3, 3000],
      ])
    })

    it('keeps who went out of a live race and when: a resignation, and claims stored together or not at all', async () => {
      await db.store.createRace(race('race-out', { status: 'aborted' }))
      await db.store.upsertSeat(seat('race-out', 0, 'ann', { ready: true }))
      await db.store.upsertSeat(seat('race-out', 1, 'bob', { ready: true }))
      await db.store.upsertSeat(
        seat('race-out', 0, 'ann', { ready: true, resigned: true, finishedAtMs: 41_500 }),
      )
      const claimOf = (index: number, playerId: string) =>
        seat('race-out', index, playerId, { ready: true, abandoned: true, finishedAtMs: 52_000 })
      const refused = await db.store
        .upsertSeats([claimOf(1, 'bob'), claimOf(2, 'nobody')])
        .then(() => 'stored')
        .catch(() => 'refused')
      expect(refused).toBe('refused')
      const out = (stored: Awaited<ReturnType<typeof db.store.getRace>>) =>
        stored?.seats.map(({ player: _player, ...record }) => record)
      expect(out(await db.store.getRace('race-out'))).toEqual([
        seat('race-out', 0, 'ann', { ready: true, resigned: true, finishedAtMs: 41_500 }),
        seat('race-out', 1, 'bob', { ready: true }),
      ])
      await db.store.upsertSeats([claimOf(1, 'bob')])
      await db.store.upsertSeats([])
      expect(out(await db.store.getRace('race-out'))).toEqual([
        seat('race-out', 0, 'ann', { ready: true, resigned: true, finishedAtMs: 41_500 }),
        claimOf(1, 'bob'),
      ])
    })

    it('stores each move body exactly as sent, whatever characters it holds', async () => {
      await db.store.createRace(race('race-chars', { status: 'aborted' }))
      const odd = [`quote " and \\ back`, 'comma, {brace} and NULL', 'ümlaut ♠ 🂡', '']
      const moves = odd.map((from, i) => ({
        raceId: 'race-chars',
        seat: 0,
        seq: i + 1,
        move: { from, to: 'foundation-up-S', count: i + 1 },
        at: i,
      }))
      await db.store.appendMoves(moves as MoveRecord[])
      expect((await db.store.getRace('race-chars'))?.moves).toEqual(moves)
    })

    it('removes a seat and lists races by status, unfinished ones for the boot rebuild', async () => {
      await db.store.upsertSeat(seat('race-dup', 1, 'bob'))
      await db.store.removeSeat('race-dup', 1)
      await db.store.removeSeat('race-dup', 5)
      expect((await db.store.getRace('race-dup'))?.seats.map((seat) => seat.playerId)).toEqual([
        'ann',
      ])

      await db.store.createRace(
        race('race-cd', { status: 'countdown', createdAt: new Date(NOW.getTime() - 2 * HOUR) }),
      )
      await db.store.createRace(race('race-ab', { status: 'aborted' }))
      const unfinished = await db.store.loadUnfinishedRaces()
      expect(unfinished.map((stored) => stored.race.id).sort()).toEqual([
        'race-2',
        'race-cd',
        'race-dup',
      ])
      expect(unfinished.find((stored) => stored.race.id === 'race-dup')?.moves).toHaveLength(3)

      const waiting = await db.store.listRaces('waiting', 10)
      expect(waiting.map((stored) => stored.race.id)).toEqual(['race-2'])
      expect((await db.store.listRaces('finished', 10)).map((stored) => stored.rematchId)).toEqual([
        'race-2',
      ])
      await db.store.createRace(race('race-w2', { createdAt: new Date(NOW.getTime() + HOUR) }))
      expect((await db.store.listRaces('waiting', 1)).map((stored) => stored.race.id)).toEqual([
        'race-w2',
      ])
    })

    it("keeps a race's analysis once: the first answer stays, read back as stored", async () => {
      await db.store.createRace(race('an1'))
      expect(await db.store.findAnalysis('an1')).toBeNull()
      const first = [
        {
          playerId: 'p1',
          status: 'slipped' as const,
          moveIndex: 2,
          lostBy: 3,
          proved: true,
          line: [{ action: 'draw' as const }, { from: 'waste', to: 'tableau-1' } as const],
        },
      ]
      await db.store.saveAnalysis('an1', first)
      await db.store.saveAnalysis('an1', [{ playerId: 'p1', status: 'unknown', proved: false }])
      expect(await db.store.findAnalysis('an1')).toEqual(first)
    })

    it('knows whether a player has already finished a seed', async () => {
      expect(await db.store.hasResultForSeed('ann', 'hash-race-1')).toBe(true)
      expect(await db.store.hasResultForSeed('ann', 'hash-race-2')).toBe(false)
      expect(await db.store.hasResultForSeed('cat', 'hash-race-1')).toBe(false)
    })

    it('ranks each player by their best ranked result in the period', async () => {
      for (const [id, name] of [
        ['cat', 'Cat'],
        ['dan', 'Dan'],
        ['eve', 'Eve'],
      ] as const) {
        // Ranked boards list accounts only (docs/accounts.md): these players have one.
        await accountStoresOf(db.store)!.accounts.create({
          playerId: id,
          username: name,
          usernameKey: id,
          nameKey: id,
          passwordHash: null,
          recoveryCodeHashes: [],
        })
      }
      const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR)
      const finish = async (raceId: string, game: RaceRecord['game'], rows: ResultRecord[]) => {
        await db.store.createRace(race(raceId, { game, status: 'live' }))
        await db.store.finishRace(raceId, 'finished', rows[0]?.finishedAt ?? NOW, rows)
      }
      // Day: Cat 30 (won? no), Dan 30 faster; Eve's 52 is unranked. Week adds Eve's 40 and Cat's 45.
      await finish('lb-1', 'sir-tommy', [
        result('lb-1', 0, 'cat', { foundation: 30, timeMs: 90_000, finishedAt: at(2) }),
        result('lb-1', 1, 'dan', { foundation: 30, timeMs: 80_000, finishedAt: at(2) }),
      ])
      await finish('lb-2', 'sir-tommy', [
        result('lb-2', 0, 'eve', {
          foundation: 52,
          won: true,
          status: 'won',
          ranked: false,
          finishedAt: at(1),
        }),
        result('lb-2', 1, 'cat', { foundation: 12, finishedAt: at(1) }),
      ])
      await finish('lb-3', 'sir-tommy', [
        result('lb-3', 0, 'eve', { foundation: 40, finishedAt: at(48) }),
        result('lb-3', 1, 'cat', { foundation: 45, finishedAt: at(72) }),
      ])
      await finish('lb-4', 'sir-tommy', [
        result('lb-4', 0, 'dan', { foundation: 52, won: true, finishedAt: at(24 * 30) }),
      ])
      await finish('lb-5', 'saratoga', [
        result('lb-5', 0, 'eve', {
          game: 'saratoga',
          foundation: 104,
          total: 104,
          finishedAt: at(1),
        }),
      ])

      const day = await db.store.leaderboard(board('sir-tommy', 'day', 10))
      expect(day).toEqual([
        {
          rank: 1,
          player: { id: 'dan', name: 'Dan' },
          foundation: 30,
          total: 52,
          won: false,
          timeMs: 80_000,
          moves: 40,
          raceId: 'lb-1',
          at: at(2).toISOString(),
          rating: 1500,
          provisional: true,
        },
        {
          rank: 2,
          player: { id: 'cat', name: 'Cat' },
          foundation: 30,
          total: 52,
          won: false,
          timeMs: 90_000,
          moves: 40,
          raceId: 'lb-1',
          at: at(2).toISOString(),
          rating: 1500,
          provisional: true,
        },
      ])
      const week = await db.store.leaderboard(board('sir-tommy', 'week', 10))
      expect(week.map((row) => [row.rank, row.player.id, row.foundation, row.raceId])).toEqual([
        [1, 'cat', 45, 'lb-3'],
        [2, 'eve', 40, 'lb-3'],
        [3, 'dan', 30, 'lb-1'],
      ])
      const all = await db.store.leaderboard(board('sir-tommy', 'all', 10))
      expect(all.map((row) => [row.rank, row.player.id, row.won])).toEqual([
        [1, 'dan', true],
        [2, 'cat', false],
        [3, 'eve', false],
      ])
      expect(await db.store.leaderboard(board('sir-tommy', 'all', 2))).toEqual(all.slice(0, 2))
      expect(
        (await db.store.leaderboard(board('saratoga', 'all', 10))).map((row) => row.player.id),
      ).toEqual(['eve'])
      expect(await db.store.leaderboard(board('grandmas-game', 'all', 10))).toEqual([])
    })

    it('keeps a deleted account\'s earlier ranked results on the board as "deleted player" (players.account_deleted_at)', async () => {
      const accounts = accountStoresOf(db.store)!.accounts
      await accounts.create({
        playerId: 'gone',
        username: 'Gone',
        usernameKey: 'gone',
        nameKey: 'gone',
        passwordHash: null,
        recoveryCodeHashes: [],
      })
      const finish = async (raceId: string, hoursAgo: number) => {
        const finishedAt = new Date(NOW.getTime() - hoursAgo * HOUR)
        await db.store.createRace(race(raceId, { game: 'grandmas-game', status: 'live' }))
        await db.store.finishRace(raceId, 'finished', finishedAt, [
          result(raceId, 0, 'gone', { game: 'grandmas-game', foundation: 10, finishedAt }),
        ])
      }
      await finish('del-1', 3)
      await accounts.delete('gone', new Date(NOW.getTime() - 2 * HOUR))
      // The old guest token still names the player: a later ranked result stays off the board,
      // and a later rename does not show.
      await db.store.upsertPlayer({ id: 'gone', name: 'Back Again' })
      await finish('del-2', 1)
      const rows = await db.store.leaderboard(board('grandmas-game', 'all', 10))
      expect(rows.map((row) => [row.player, row.raceId])).toEqual([
        [{ id: 'gone', name: 'deleted player' }, 'del-1'],
      ])
    })

    it('stores ratings with the results, in the same transaction, and orders the ranked board by them', async () => {
      const rating = (playerId: string, value: number, rd: number) => ({
        playerId,
        game: 'sir-tommy' as const,
        variant: 'standard',
        rating: value,
        rd,
        volatility: 0.06,
        races: 1,
      })
      // The update finishRace runs in its transaction, here setting fixed ratings.
      const setting = (...ratings: RatingRecord[]): RatingUpdate => ({
        game: 'sir-tommy',
        variant: 'standard',
        playerIds: ratings.map((r) => r.playerId),
        rate: () => ratings,
      })
      const cat = rating('cat', 1710.5, 90)
      await db.store.createRace(race('rt-1', { status: 'live', kind: 'ranked' }))
      await db.store.finishRace(
        'rt-1',
        'finished',
        NOW,
        [result('rt-1', 0, 'cat', { foundation: 5, finishedAt: NOW })],
        setting({ ...cat }),
      )
      expect(await db.store.getRatings('sir-tommy', 'standard', ['cat', 'dan'])).toEqual([cat])
      // A rating is per variant: none in another variant of the game.
      expect(await db.store.getRatings('sir-tommy', 'strategy', ['cat'])).toEqual([])
      const ranked = await db.store.leaderboard(board('sir-tommy', 'all', 10))
      expect(ranked[0]).toMatchObject({
        player: { id: 'cat' },
        rating: 1711,
        provisional: false,
        foundation: 45,
      })
      // A rating write that fails takes the results with it: nothing half-stored.
      await db.store.createRace(race('rt-2', { status: 'live', kind: 'ranked' }))
      const failed = await db.store
        .finishRace(
          'rt-2',
          'finished',
          NOW,
          [result('rt-2', 0, 'cat')],
          setting(rating('nobody-at-all', 1, 1)),
        )
        .catch((error: unknown) => error)
      expect(failed).toBeInstanceOf(Error)
      const rt2 = await db.store.getRace('rt-2')
      expect([rt2?.race.status, rt2?.results]).toEqual(['live', []])
    })

    it('calls equal counts for whoever reached the count first (rules §5), as the results page does', async () => {
      await db.store.upsertPlayer({ id: 'gus', name: 'Gus' })
      await db.store.upsertPlayer({ id: 'hal', name: 'Hal' })
      const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR)
      const rows = (raceId: string, gus: number, hal: number, hoursAgo: number) => [
        result(raceId, 0, 'gus', { foundation: 2, foundationAt: gus, finishedAt: at(hoursAgo) }),
        result(raceId, 1, 'hal', { foundation: 2, foundationAt: hal, finishedAt: at(hoursAgo) }),
      ]
      for (const [raceId, gus, hal, hoursAgo] of [
        ['tb-1', 5_000, 3_000, 1],
        ['tb-2', 4_000, 4_000, 2],
      ] as const) {
        await db.store.createRace(race(raceId, { status: 'live' }))
        await db.store.finishRace(
          raceId,
          'finished',
          at(hoursAgo),
          rows(raceId, gus, hal, hoursAgo),
        )
      }
      const stats = await db.store.playerStats('gus', new Date())
      expect(stats?.recent.map((r) => [r.raceId, r.outcome, r.foundationAt])).toEqual([
        ['tb-1', 'lost', 5_000],
        ['tb-2', 'tie', 4_000],
      ])
      expect(stats?.recent[0]?.opponent).toEqual({
        player: { id: 'hal', name: 'Hal' },
        foundation: 2,
        foundationAt: 3_000,
      })
      expect(stats?.headToHead).toEqual([
        { opponent: { id: 'hal', name: 'Hal' }, won: 0, lost: 1, tie: 1 },
      ])
      expect((await db.store.playerStats('hal', new Date()))?.raceWins).toBe(1)
    })

    it('keeps cluster leases: heartbeats, one claim per orphan, fencing epochs, release', async () => {
      const ownership = db.store.ownership!
      await ownership.heartbeat('node-a', 'http://a.example/n/node-a')
      await db.store.createRace(
        race('own-1', { status: 'live', ownerNode: 'node-a', ownerEpoch: 1 }),
      )
      await db.store.createRace(
        race('own-2', { status: 'waiting', ownerNode: 'gone', ownerEpoch: 4 }),
      )
      expect(await ownership.owner('own-1', 60_000)).toEqual({
        node: 'node-a',
        url: 'http://a.example/n/node-a',
        epoch: 1,
      })
      expect(await ownership.claim('own-1', 'node-b', 60_000)).toBeNull()
      await ownership.heartbeat('node-b', 'http://b.example/n/node-b')
      const claimed = await ownership.claimOrphans('node-b', 60_000)
      expect(claimed.filter((c) => c.raceId.startsWith('own-'))).toEqual([
        { raceId: 'own-2', epoch: 5 },
      ])
      expect(await ownership.claimOrphans('node-a', 60_000)).toEqual([])
      expect(
        await ownership.stillOwned('node-b', [
          { raceId: 'own-2', epoch: 5 },
          { raceId: 'own-1', epoch: 1 },
        ]),
      ).toEqual(['own-2'])
      expect((await ownership.liveNodes(60_000)).filter((n) => n.node.startsWith('node-'))).toEqual(
        [
          { node: 'node-a', url: 'http://a.example/n/node-a' },
          { node: 'node-b', url: 'http://b.example/n/node-b' },
        ],
      )
      await ownership.releaseAll('node-a')
      expect((await ownership.liveNodes(60_000)).map((n) => n.node)).not.toContain('node-a')
      expect(await ownership.owner('own-1', 60_000)).toBeNull()
      expect(await ownership.claim('own-1', 'node-b', 60_000)).toBe(2)
    })

    it('keeps follows, blocks and challenges, and drops them with either account', async () => {
      const accounts = accountStoresOf(db.store)!.accounts
      const friends = friendsStoreOf(db.store)!
      for (const id of ['fr-ann', 'fr-bob', 'fr-cy']) {
        await accounts.create({
          playerId: id,
          username: id,
          usernameKey: id,
          nameKey: id,
          passwordHash: null,
          recoveryCodeHashes: [],
        })
      }
      await friends.follow('fr-ann', 'fr-bob')
      await friends.follow('fr-ann', 'fr-bob')
      await friends.follow('fr-cy', 'fr-bob')
      await friends.block('fr-bob', 'fr-cy')
      expect((await friends.following('fr-ann')).map((a) => a.username)).toEqual(['fr-bob'])
      // A blocked follower's follow does nothing: not counted, not told.
      expect(await friends.counts('fr-bob')).toEqual({ followers: 1, following: 0 })
      expect(await friends.followerIds('fr-bob')).toEqual(['fr-ann'])
      expect([...(await friends.blockersAmong('fr-cy', ['fr-ann', 'fr-bob']))]).toEqual(['fr-bob'])
      const row = await friends.createChallenge({
        id: 'ch-1',
        fromPlayerId: 'fr-ann',
        toPlayerId: 'fr-bob',
        game: 'sir-tommy',
        variant: 'standard',
        timeLimitSec: 600,
        createdAt: NOW,
        expiresAt: new Date(NOW.getTime() + 60_000),
      })
      expect(row).toMatchObject({ status: 'pending', from: { username: 'fr-ann' } })
      expect(await friends.pendingBetween('fr-ann', 'fr-bob', NOW)).toEqual({ id: 'ch-1' })
      expect(await friends.settle('ch-1', 'declined')).toBe(true)
      expect(await friends.settle('ch-1', 'expired')).toBe(false)
      await accounts.delete('fr-bob', new Date())
      expect(await friends.following('fr-ann')).toEqual([])
      expect(await friends.blocked('fr-bob')).toEqual([])
      expect(await friends.challenge('ch-1')).toBeNull()
    })

    it('sums up a player across games, with their recent races first', async () => {
      expect(await db.store.playerStats('nobody', new Date())).toBeNull()
      const eve = await db.store.playerStats('eve', new Date())
      // Eve's standard Sir Tommy row, the same before and after her races in another variant.
      const eveSirTommy = {
        game: 'sir-tommy',
        variant: 'standard',
        races: 2,
        wins: 1,
        bestFoundation: 52,
        total: 52,
        fastestClearMs: 60_000,
      }
      expect(eve).toEqual({
        player: { id: 'eve', name: 'Eve' },
        races: 3,
        raceWins: 1,
        clears: 1,
        ratings: [],
        headToHead: [{ opponent: { id: 'cat', name: 'Cat' }, won: 1, lost: 1, tie: 0 }],
        // No two races on consecutive days; her newest race with an outcome was won.
        streaks: { days: { current: 0, best: 1 }, wins: { current: 1, best: 1 } },
        wins: 1,
        winRate: 1 / 3,
        games: [
          {
            game: 'saratoga',
            variant: 'standard',
            races: 1,
            wins: 0,
            bestFoundation: 104,
            total: 104,
          },
          eveSirTommy,
        ],
        recent: [
          expect.objectContaining({ raceId: 'lb-2', game: 'sir-tommy', foundation: 52, won: true }),
          expect.objectContaining({
            raceId: 'lb-5',
            game: 'saratoga',
            foundation: 104,
            won: false,
          }),
          expect.objectContaining({
            raceId: 'lb-3',
            foundation: 40,
            at: new Date(NOW.getTime() - 48 * HOUR).toISOString(),
          }),
        ],
      })
      // Totals and bests are per variant: another variant of Sir Tommy is its own row.
      for (const [raceId, patch] of [
        ['pv-1', { foundation: 30, timeMs: 70_000 }],
        ['pv-2', { foundation: 52, won: true, status: 'won', timeMs: 50_000 }],
        ['pv-3', { foundation: 52, won: true, status: 'won', timeMs: 45_000 }],
      ] as const) {
        await db.store.createRace(race(raceId, { variant: 'strategy', status: 'live' }))
        await db.store.finishRace(raceId, 'finished', NOW, [
          result(raceId, 0, 'eve', { variant: 'strategy', ...patch }),
        ])
      }
      expect((await db.store.playerStats('eve', new Date()))?.games).toEqual([
        expect.objectContaining({ game: 'saratoga', variant: 'standard', races: 1 }),
        eveSirTommy,
        {
          game: 'sir-tommy',
          variant: 'strategy',
          races: 3,
          wins: 2,
          bestFoundation: 52,
          total: 52,
          fastestClearMs: 45_000,
        },
      ])
      await db.store.upsertPlayer({ id: 'fay', name: 'Fay' })
      expect(await db.store.playerStats('fay', new Date())).toEqual({
        player: { id: 'fay', name: 'Fay' },
        races: 0,
        raceWins: 0,
        clears: 0,
        ratings: [],
        headToHead: [],
        streaks: { days: { current: 0, best: 0 }, wins: { current: 0, best: 0 } },
        wins: 0,
        winRate: 0,
        games: [],
        recent: [],
      })
    })

    it('keeps everything across a restart', async () => {
      const moves = await db.store.countMoves()
      await db.reopen()
      expect(await db.store.countMoves()).toBe(moves)
      expect((await db.store.getRace('race-1'))?.results).toHaveLength(2)
      expect(await db.store.getPlayer('ann')).toEqual({ id: 'ann', name: 'Annie' })
    })
  })
}
