// The rules of accounts: who may take a name, sign-up, sign-in (password or recovery code) in
// equal time with one generic failure, guest upgrade, password changes and deletion.
import { MIN_PASSWORD_LENGTH } from '@patience-race/protocol'
import type { Budget, BudgetFactory } from '../budgets/budget.js'
import { HttpError } from '../http/http-error.js'
import { newPlayerId } from '../auth/tokens.js'
import { UsernameTakenError, type AccountStore, type StoredAccount } from './account-store.js'
import {
  checkPassword,
  hashPassword,
  isCommonPassword,
  prepareDummyHash,
  type PasswordCheck,
} from './passwords.js'
import { newRecoveryCode, normaliseRecoveryCode, sha256 } from './secrets.js'
import { foldUsername, isReservedUsername } from './usernames.js'

const RECOVERY_CODES = 8
/** A player id no account has: a failed recovery-code sign-in deletes nothing by it. */
const NO_PLAYER = ''

export interface AccountLimits {
  /** Sign-up and sign-in attempts per address, and sign-in attempts per username, per window. */
  perAddress: number
  perUsername: number
  windowMs: number
}

export class AccountService {
  private readonly byAddress: Budget
  private readonly byUsername: Budget

  constructor(
    private readonly store: AccountStore,
    budget: BudgetFactory,
    limits: AccountLimits,
    /** The argon2 verifier (tests count its calls). */
    private readonly check: PasswordCheck = checkPassword,
  ) {
    this.byAddress = budget('account-address', limits.perAddress, limits.windowMs)
    this.byUsername = budget('account-username', limits.perUsername, limits.windowMs)
    // The dummy hash is made now, not by the first sign-in of a name that does not exist.
    if (check === checkPassword) void prepareDummyHash()
  }

  /** RATE_LIMITED when this address or this username has tried too often lately. */
  async limit(address: string, username?: string): Promise<void> {
    const [addressOk, usernameOk] = await Promise.all([
      this.byAddress.take(address),
      username === undefined ? true : this.byUsername.take(foldUsername(username)),
    ])
    if (!addressOk || !usernameOk)
      throw new HttpError(429, 'RATE_LIMITED', 'too many attempts; try again later')
  }

  /** NAME_RESERVED or USERNAME_TAKEN before any work is done. */
  async checkUsername(username: string): Promise<void> {
    if (isReservedUsername(username))
      throw new HttpError(409, 'NAME_RESERVED', 'that name is reserved; pick another')
    if (await this.store.byUsernameKey(foldUsername(username))) throw taken()
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
   * or none (a passkey follows); the recovery codes, to be shown once.
   */
  async create(
    username: string,
    password: string | null,
    playerId: string = newPlayerId(),
  ): Promise<{ player: { id: string; name: string }; recoveryCodes: string[] }> {
    await this.checkUsername(username)
    if (password !== null) this.checkPasswordStrength(password)
    if (playerId && (await this.store.byPlayer(playerId)))
      throw new HttpError(409, 'USERNAME_TAKEN', 'this player already has an account')
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
    try {
      await this.store.create({
        playerId,
        username,
        usernameKey: foldUsername(username),
        passwordHash: password === null ? null : await hashPassword(password),
        recoveryCodeHashes: recoveryCodes.map(sha256),
      })
    } catch (error) {
      if (error instanceof UsernameTakenError) throw taken()
      throw error
    }
    return { player: { id: playerId, name: username }, recoveryCodes }
  }

  /**
   * Password or recovery code → the account; BAD_CREDENTIALS for anything else, after the same
   * work whether or not the name exists: one lookup, one argon2 verification (of a dummy hash
   * when there is no password to check), and for a recovery code one delete (by no player when
   * the name does not exist).
   */
  async signIn(
    username: string,
    secret: { password?: string | undefined; recoveryCode?: string | undefined },
  ): Promise<StoredAccount> {
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
  return new HttpError(409, 'USERNAME_TAKEN', 'that name is taken; pick another')
}

function badCredentials(): HttpError {
  return new HttpError(401, 'BAD_CREDENTIALS', 'wrong username or password')
}
