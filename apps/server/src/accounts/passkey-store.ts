// Passkeys (WebAuthn credentials) and the challenges handed out for them, in the database.
import type { PrismaClient } from '#generated/prisma/client'

export interface StoredPasskey {
  id: string
  playerId: string
  publicKey: Uint8Array
  counter: bigint
  transports: string[]
}

export interface StoredChallenge {
  challenge: string
  purpose: 'register' | 'login'
  playerId: string | null
  username: string | null
  expiresAt: Date
}

export function createPasskeyStore(prisma: PrismaClient) {
  return {
    async add(passkey: StoredPasskey): Promise<void> {
      await prisma.passkey.create({
        data: { ...passkey, publicKey: Buffer.from(passkey.publicKey) },
      })
    },

    async byId(id: string): Promise<StoredPasskey | null> {
      return prisma.passkey.findUnique({ where: { id } })
    },

    async ofPlayer(playerId: string): Promise<StoredPasskey[]> {
      return prisma.passkey.findMany({ where: { playerId } })
    },

    async setCounter(id: string, counter: number): Promise<void> {
      await prisma.passkey.update({ where: { id }, data: { counter: BigInt(counter) } })
    },

    async remove(playerId: string, id: string): Promise<boolean> {
      const { count } = await prisma.passkey.deleteMany({ where: { id, playerId } })
      return count === 1
    },

    /** Keeps a challenge; the expired ones (at `now`) go. */
    async saveChallenge(challenge: StoredChallenge, now: Date): Promise<void> {
      await prisma.webauthnChallenge.deleteMany({ where: { expiresAt: { lt: now } } })
      await prisma.webauthnChallenge.create({ data: challenge })
    },

    /** Takes a challenge out (good once): null when unknown, of another purpose or expired. */
    async takeChallenge(
      challenge: string,
      purpose: StoredChallenge['purpose'],
      now: Date,
    ): Promise<StoredChallenge | null> {
      const stored = await prisma.webauthnChallenge.findUnique({ where: { challenge } })
      if (!stored) return null
      const { count } = await prisma.webauthnChallenge.deleteMany({ where: { challenge } })
      if (count !== 1 || stored.purpose !== purpose || stored.expiresAt <= now) return null
      return stored as StoredChallenge
    },
  }
}
