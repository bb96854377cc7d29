// The rules of accounts: who may take a name, sign-up, sign-in (password or recovery code) in
// equal time with one generic failure and budgets that never lock the owner out, guest upgrade,
// password changes and deletion.
import { MIN_PASSWORD_LENGTH } from '@patience-race/protocol'
import { addressKey } from '../budgets/address-key.js'
import type { Budget, BudgetFactory } from '../budgets/budget.js'
import { HttpError } from '../errors/http-error.js'
import { newPlayerId } from '../auth/tokens.js'
import {
  RetiredPlayerError,
  UsernameTakenError,
  type AccountStore,
  type StoredAccount,
} from './account-store.js'
import {
  checkPassword,
  hashPassword,
  isCommonPassword,
  prepareDummyHash,
  type PasswordCheck,
} from './passwords.js'
import { newRecoveryCode, normaliseRecoveryCode, sha256 } from './secrets.js'
import { foldUsername, isReservedUsername, nameKey } from './usernames.js'

const RECOVERY_CODES = 8
/** A player id no account has: a failed recovery-code sign-in deletes nothing by it. */
const NO_PLAYER = ''

export interface AccountLimits {
  /** Sign-up and sign-in attempts per address, and sign-in attempts per (username, address). */
  perAddress: number
  perUsername: number
  windowMs: number
  /** Wrong sign-ins to one username (from anywhere) before each next one waits. */
  slowDownAfter: number
  /** The first wait, doubled with each further wrong sign-in, up to maxDelayMs. */
  delayMs: number
  maxDelayMs: number
}

type Secret = { password?: string | undefined; recoveryCode?: string | undefined }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class AccountService {
  private readonly byAddress: Budget
  private readonly byUsernameAddress: Budget
  private readonly wrongByUsername: Budget
  private readonly passkeysByAddress: Budget

  constructor(
    private readonly store: AccountStore,
    budget: BudgetFactory,
    private readonly limits: AccountLimits,
    /** The argon2 verifier (tests count its calls). */
    private readonly check: PasswordCheck = checkPassword,
  ) {
    this.byAddress = budget('account-address', limits.perAddress, limits.windowMs)
    this.byUsernameAddress = budget('account-username-address', limits.perUsername, limits.windowMs)
    // Counts wrong sign-ins only; it never refuses, it slows (slowDown).
    this.wrongByUsername = budget('account-username-wrong', 1e9, limits.windowMs)
    // Passkey sign-in has its own budget: wrong passwords from a shared address never block it.
    this.passkeysByAddress = budget('passkey-address', limits.perAddress, limits.windowMs)
    // The dummy hash is made now, not by the first sign-in of a name that does not exist.
    if (check === checkPassword) void prepareDummyHash()
  }

  /** RATE_LIMITED when this address has tried to sign up (or start a passkey) too often. */
  async limit(address: string): Promise<void> {
    if (!(await this.byAddress.take(addressKey(address)))) throw rateLimited()
  }

  /** RATE_LIMITED when this address has asked for too many passkey sign-in challenges. */
  async limitPasskeySignIn(address: string): Promise<void> {
    if (!(await this.passkeysByAddress.take(addressKey(address)))) throw rateLimited()
  }

  /** NAME_RESERVED or NAME_TAKEN (the name, or one that folds to the same) before any work. */
  async checkUsername(username: string): Promise<void> {
    if (isReservedUsername(username))
      throw new HttpError(409, 'NAME_RESERVED', 'that name is reserved; pick another')
    if (
      (await this.store.byUsernameKey(foldUsername(username))) ??
      (await this.store.byNameKey(nameKey(username)))
    )
      throw taken()
  }

  checkPasswordStrength(password: string): void {
    if (password.length < MIN_PASSWORD_LENGTH)
      throw new HttpError(
        400,
        'WEAK_PASSWORD',
        `a password needs at least ${MIN_PASSWORD_LENGTH} characters`,
      )
    if (isCommonPassword(password))
      throw new HttpError(
        400,
        'WEAK_PASSWORD',
        'that password is on a list of common passwords; pick another',
      )
  }

  /**
   * Makes an account (for `playerId`: a guest upgrading; else a new player) with a password
   * or none (a passkey follows); the recovery codes, to be shown once. A retired player (its
   * account was deleted) never gets one again: 401 SESSION_REVOKED.
   */
  async create(
    username: string,
    password: string | null,
    playerId: string = newPlayerId(),
  ): Promise<{ player: { id: string; name: string }; recoveryCodes: string[] }> {
    if (await this.store.isRetired(playerId)) throw revoked()
    await this.checkUsername(username)
    if (password !== null) this.checkPasswordStrength(password)
    if (playerId && (await this.store.byPlayer(playerId)))
      throw new HttpError(409, 'NAME_TAKEN', 'this player already has an account')
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
    try {
      await this.store.create({
        playerId,
        username,
        usernameKey: foldUsername(username),
        nameKey: nameKey(username),
        passwordHash: password === null ? null : await hashPassword(password),
        recoveryCodeHashes: recoveryCodes.map(sha256),
      })
    } catch (error) {
      if (error instanceof UsernameTakenError) throw taken()
      if (error instanceof RetiredPlayerError) throw revoked()
      throw error
    }
    return { player: { id: playerId, name: username }, recoveryCodes }
  }

  /**
   * Sign-in from `address`: within the address's and the (username, address)'s budgets (else
   * 429), after the username's slow-down, and a wrong answer counts towards that slow-down.
   * Many addresses guessing one name make it slower for everyone, never closed: the owner with
   * the right password or a recovery code gets in from an address of their own.
   */
  async signIn(address: string, username: string, secret: Secret): Promise<StoredAccount> {
    const key = foldUsername(username)
    await this.takeAttempt(address, key)
    try {
      return await this.verify(username, secret)
    } catch (error) {
      if (error instanceof HttpError && error.code === 'BAD_CREDENTIALS')
        await this.wrongByUsername.take(key)
      throw error
    }
  }

  /**
   * The signed-in owner proves it again with the current password before a sensitive change:
   * the same budgets and slow-down as a sign-in (a stolen cookie cannot guess faster), and 401
   * BAD_CREDENTIALS when wrong.
   */
  async confirmPassword(address: string, playerId: string, password: string): Promise<void> {
    const account = await this.store.byPlayer(playerId)
    if (!account) throw new HttpError(401, 'UNAUTHORIZED', 'not signed in')
    const key = foldUsername(account.username)
    await this.takeAttempt(address, key)
    if (await this.check(account.passwordHash, password)) return
    await this.wrongByUsername.take(key)
    throw new HttpError(401, 'BAD_CREDENTIALS', 'the current password is wrong')
  }

  private async takeAttempt(client: string, usernameKey: string): Promise<void> {
    // One IPv6 host is one /64 (budgets/address-key.ts), as for every per-address budget.
    const address = addressKey(client)
    const [addressOk, pairOk] = await Promise.all([
      this.byAddress.take(address),
      this.byUsernameAddress.take(`${usernameKey}@${address}`),
    ])
    if (!addressOk || !pairOk) throw rateLimited()
    const over = (await this.wrongByUsername.used(usernameKey)) - this.limits.slowDownAfter
    if (over >= 0)
      await sleep(Math.min(this.limits.maxDelayMs, this.limits.delayMs * 2 ** Math.min(over, 30)))
  }

  /**
   * Password or recovery code → the account; BAD_CREDENTIALS for anything else, after the same
   * work whether or not the name exists: one lookup, one argon2 verification (of a dummy hash
   * when there is no password to check), and for a recovery code one delete (by no player when
   * the name does not exist).
   */
  private async verify(username: string, secret: Secret): Promise<StoredAccount> {
    const account = await this.store.byUsernameKey(foldUsername(username))
    if (secret.recoveryCode !== undefined) {
      // Codes are high-entropy and compared by hash; the dummy argon2 keeps the timing alike.
      await this.check(null, secret.recoveryCode)
      const hash = sha256(normaliseRecoveryCode(secret.recoveryCode))
      const used = await this.store.useRecoveryCode(account?.playerId ?? NO_PLAYER, hash)
      if (account && used) return account
      throw badCredentials()
    }
    const ok = await this.check(account?.passwordHash ?? null, secret.password ?? '')
    if (!account || !ok) throw badCredentials()
    return account
  }

  /** Sets or removes the password; removing needs a passkey left (LAST_SIGN_IN_METHOD). */
  async setPassword(playerId: string, password: string | null, passkeys: number): Promise<void> {
    if (password === null) {
      if (passkeys === 0)
        throw new HttpError(
          409,
          'LAST_SIGN_IN_METHOD',
          'add a passkey before removing the password',
        )
      return this.store.setPassword(playerId, null)
    }
    this.checkPasswordStrength(password)
    return this.store.setPassword(playerId, await hashPassword(password))
  }
}

function taken(): HttpError {
  return new HttpError(409, 'NAME_TAKEN', 'that name, or one too like it, is taken; pick another')
}

function revoked(): HttpError {
  return new HttpError(401, 'SESSION_REVOKED', "this player's account was deleted")
}

function rateLimited(): HttpError {
  return new HttpError(429, 'RATE_LIMITED', 'too many attempts; try again later')
}

function badCredentials(): HttpError {
  return new HttpError(401, 'BAD_CREDENTIALS', 'wrong username or password')
}
