// The signed-in account's challenges and followed players, one of each per tab, fed by the shared
// socket while ChallengeCenter (App.svelte, accounts only) is mounted.
import { router } from '../router.svelte.js'
import { soundSwitch } from '../sound/sound-switch.svelte.js'
import { ChallengeInbox } from './challenges.svelte.js'
import { FollowingList } from './following.svelte.js'

export const challenges = new ChallengeInbox({
  go: (path) => {
    if (router.path !== path) router.navigate(path)
  },
  onReceived: () => {
    if (soundSwitch.on) soundSwitch.synth.play('challenge')
  },
})

export const following = new FollowingList()
