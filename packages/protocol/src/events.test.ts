// The event table: its wire names (a contract clients depend on), and the types derived from it.
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  clientEventNames,
  payloadSchema,
  serverEventNames,
  type ClientPayload,
  type ClientReply,
  type ClientToServerEvents,
  type JoinOk,
  type MoveOk,
  type MovePayload,
  type QueueJoinOk,
  type RaceStateEvent,
  type RematchOk,
  type Reply,
  type ServerPayload,
} from './index.js'

describe('the event table', () => {
  it('names every event as the wire does', () => {
    expect(clientEventNames).toEqual([
      'race:join',
      'race:ready',
      'race:start',
      'race:move',
      'race:resign',
      'race:leave',
      'race:rematch',
      'race:rematch-decline',
      'race:claim',
      'race:react',
      'queue:join',
      'queue:leave',
      'arena:watch',
      'arena:unwatch',
    ])
    expect(serverEventNames).toEqual([
      'race:state',
      'race:started',
      'race:progress',
      'race:progress-batch',
      'race:finished',
      'race:rematch',
      'race:rematch-offer',
      'race:rematch-declined',
      'race:opponent-left',
      'race:opponent-back',
      'race:reaction',
      'queue:matched',
      'challenge:received',
      'challenge:accepted',
      'challenge:declined',
      'challenge:expired',
      'challenge:cancelled',
      'friends:status',
      'queue:same-network',
      'arena:round',
      'arena:standings',
      'arena:finished',
    ])
  })

  it('parses each payload with its own schema', () => {
    expect(payloadSchema('race:ready').safeParse({ raceId: 'abcd1234' }).success).toBe(true)
    expect(payloadSchema('race:react').safeParse({ raceId: 'abcd1234' }).success).toBe(false)
    expect(payloadSchema('queue:leave').safeParse(undefined).success).toBe(true)
  })

  it('types payloads and replies from the table', () => {
    expectTypeOf<ClientPayload<'race:move'>>().toEqualTypeOf<MovePayload>()
    expectTypeOf<ClientPayload<'queue:leave'>>().toEqualTypeOf<unknown>()
    expectTypeOf<ClientReply<'race:join'>>().toEqualTypeOf<Reply<JoinOk>>()
    expectTypeOf<ClientReply<'race:move'>>().toEqualTypeOf<Reply<MoveOk>>()
    expectTypeOf<ClientReply<'race:rematch'>>().toEqualTypeOf<Reply<RematchOk>>()
    expectTypeOf<ClientReply<'queue:join'>>().toEqualTypeOf<Reply<QueueJoinOk>>()
    expectTypeOf<ClientReply<'race:ready'>>().toEqualTypeOf<Reply>()
    expectTypeOf<ServerPayload<'race:state'>>().toEqualTypeOf<RaceStateEvent>()
    expectTypeOf<Parameters<ClientToServerEvents['race:move']>[0]>().toEqualTypeOf<MovePayload>()
  })
})
