// What a refused follow, block or challenge means, in the player's words: the server's codes
// (docs/friends.md) name the cause for programs; a person needs a sentence with a name in it.
import type { WireError } from '@patience-race/protocol'

/** `name`: whom the request was about, as the player typed or saw it. */
export function refusalWords(error: WireError, name: string): string {
  switch (error.code) {
    case 'CHALLENGE_REFUSED':
      return `${name} is not taking challenges from you right now.`
    case 'CHALLENGE_PENDING':
      return `You already have a challenge waiting for ${name}'s answer.`
    case 'NOT_FOUND':
      return `There is no player called ${name}.`
    case 'ACCOUNT_REQUIRED':
    case 'UNAUTHORIZED':
      return 'You need an account for that: sign up or sign in first.'
    case 'RATE_LIMITED':
      return 'That is a lot of requests in a short time: wait a minute and try again.'
    case 'BAD_PAYLOAD':
      return `That did not work: ${sentence(error.message)}`
    case 'INTERNAL':
      return `That did not work: ${sentence(error.message)} Try again in a moment.`
    default:
      return sentence(error.message)
  }
}

/** An answer to a challenge that is no longer open (taken back, expired, answered elsewhere). */
export function answerWords(error: WireError, from: string): string {
  if (error.code === 'NOT_FOUND' || error.code === 'FINISHED' || error.code === 'INVITE_EXPIRED')
    return `${from}'s challenge is no longer open.`
  return refusalWords(error, from)
}

function sentence(text: string): string {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}
