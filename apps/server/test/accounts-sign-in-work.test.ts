// Equal work for BAD_CREDENTIALS (docs/accounts.md "Username enumeration"): a wrong name, a
// wrong password, a passkey-only account and a wrong recovery code each cost the same database
// calls and exactly one argon2 verification. Counted, not timed (timed tests are not allowed).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AccountService } from '../src/accounts/account-service.js'
import type { AccountStore } from '../src/accounts/account-store.js'
import { accountStoresOf } from '../src/accounts/stores.js'
import { checkPassword, hashPassword } from '../src/accounts/passwords.js'
import { sha256 } from '../src/accounts/secrets.js'
import { budgetFactory } from '../src/budgets/budget.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'

const LIMITS = {
  perAddress: 1000,
  perUsername: 1000,
  windowMs: 60_000,
  slowDownAfter: 1000,
  delayMs: 1,
  maxDelayMs: 1,
}

for (const database of testDatabases) {
  describe(`sign-in work (${database.name})`, () => {
    let db: TestDatabase
    let calls: string[]
    let service: AccountService
    const verify = vi.fn(checkPassword)

    beforeEach(async () => {
      db = await openForTest(database)
      const real = accountStoresOf(db.store)!.accounts
      await real.create({
        playerId: 'with-password',
        username: 'Walker',
        usernameKey: 'walker',
        nameKey: 'waiker',
        passwordHash: await hashPassword('correct horse battery'),
        recoveryCodeHashes: [sha256('aaaaa-bbbbb')],
      })
      await real.create({
        playerId: 'passkey-only',
        username: 'Keyholder',
        usernameKey: 'keyholder',
        nameKey: 'keyhoider',
        passwordHash: null,
        recoveryCodeHashes: [],
      })
      calls = []
      // Every store call is written down: which method (the arguments may differ, not the work).
      const recording = new Proxy(real, {
        get(target, name: string) {
          const method = target[name as keyof AccountStore] as (...args: unknown[]) => unknown
          return (...args: unknown[]) => {
            calls.push(name)
            return method.apply(target, args)
          }
        },
      })
      verify.mockClear()
      service = new AccountService(recording, budgetFactory(null), LIMITS, verify)
    })

    /** The work one failed sign-in did: store calls and verifier calls. */
    async function failedWork(
      username: string,
      secret: { password?: string; recoveryCode?: string },
    ) {
      calls = []
      verify.mockClear()
      const error = await service.signIn('127.0.0.1', username, secret).catch((e: unknown) => e)
      expect(error, username).toMatchObject({ code: 'BAD_CREDENTIALS' })
      return { store: calls, verified: verify.mock.calls.length }
    }

    it('does one lookup and one argon2 verification on every wrong-password path', async () => {
      const paths = [
        await failedWork('Nobody', { password: 'correct horse battery' }),
        await failedWork('Walker', { password: 'wrong horse battery' }),
        await failedWork('Keyholder', { password: 'correct horse battery' }),
      ]
      for (const work of paths) expect(work).toEqual({ store: ['byUsernameKey'], verified: 1 })
    })

    it('does one lookup, one argon2 verification and one delete on every wrong-code path', async () => {
      const paths = [
        await failedWork('Nobody', { recoveryCode: 'aaaaa-bbbbb' }),
        await failedWork('Walker', { recoveryCode: 'ccccc-ddddd' }),
        await failedWork('Keyholder', { recoveryCode: 'aaaaa-bbbbb' }),
      ]
      for (const work of paths)
        expect(work).toEqual({ store: ['byUsernameKey', 'useRecoveryCode'], verified: 1 })
      // The right code still works, once, and costs the same.
      calls = []
      verify.mockClear()
      const account = await service.signIn('127.0.0.1', 'walker', { recoveryCode: 'AAAAA BBBBB' })
      expect(account.playerId).toBe('with-password')
      expect([calls, verify.mock.calls.length]).toEqual([['byUsernameKey', 'useRecoveryCode'], 1])
      expect(await failedWork('Walker', { recoveryCode: 'aaaaa-bbbbb' })).toEqual(paths[0])
    })
  })
}
