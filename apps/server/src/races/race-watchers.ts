// Who watches a race: one set of watcher ids (socket ids) with the address each came from, so
// the spectator count has one owner and one address cannot fill a race's audience alone.
export type AddWatcher = 'added' | 'already' | 'too-many-from-address'

export class RaceWatchers {
  private readonly addressOf = new Map<string, string>()
  private readonly perAddress = new Map<string, number>()

  constructor(private readonly maxPerAddress: number) {}

  get count(): number {
    return this.addressOf.size
  }

  has(watcherId: string): boolean {
    return this.addressOf.has(watcherId)
  }

  add(watcherId: string, address: string): AddWatcher {
    if (this.addressOf.has(watcherId)) return 'already'
    const from = this.perAddress.get(address) ?? 0
    if (from >= this.maxPerAddress) return 'too-many-from-address'
    this.addressOf.set(watcherId, address)
    this.perAddress.set(address, from + 1)
    return 'added'
  }

  /** True when the watcher was there. */
  remove(watcherId: string): boolean {
    const address = this.addressOf.get(watcherId)
    if (address === undefined) return false
    this.addressOf.delete(watcherId)
    const left = (this.perAddress.get(address) ?? 1) - 1
    if (left > 0) this.perAddress.set(address, left)
    else this.perAddress.delete(address)
    return true
  }
}
