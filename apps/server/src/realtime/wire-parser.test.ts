// The server's encoder writes exactly what Socket.IO's default encoder writes for every packet
// the server sends (it only skips the default's search for binary data, which it never sends).
import { Encoder, PacketType, type Packet } from 'socket.io-parser'
import { describe, expect, it } from 'vitest'
import { withJsonText } from '../races/audience/json-text.js'
import { wireParser } from './wire-parser.js'

const PACKETS: Packet[] = [
  { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
  {
    type: PacketType.CONNECT_ERROR,
    nsp: '/',
    data: { message: 'no', data: { code: 'RATE_LIMITED' } },
  },
  { type: PacketType.DISCONNECT, nsp: '/' },
  {
    type: PacketType.EVENT,
    nsp: '/',
    data: [
      'race:progress',
      { raceId: 'r', seat: 1, view: { piles: { 'tableau-0': [{ rank: 1, suit: 'S' }, null] } } },
    ],
  },
  {
    type: PacketType.EVENT,
    nsp: '/admin',
    data: ['race:state', { at: 12, text: 'quote " and \\u2028' }],
  },
  { type: PacketType.ACK, nsp: '/', id: 0, data: [{ ok: true, value: { seq: 3 } }] },
  {
    type: PacketType.ACK,
    nsp: '/',
    id: 41,
    data: [{ ok: false, error: { code: 'ILLEGAL_MOVE', message: 'é' } }],
  },
  { type: PacketType.EVENT, nsp: '/', id: 7, data: ['ping'] },
]

describe('the server wire encoder', () => {
  it.each(PACKETS.map((packet) => [packet.type, packet] as const))(
    'writes packet type %s as the default encoder does',
    (_, packet) => {
      expect(new wireParser.Encoder().encode(packet)).toEqual(new Encoder().encode(packet))
    },
  )
})

describe('a payload carrying its own JSON text', () => {
  it('is written from that text, byte for byte what stringifying it writes', () => {
    const top = [{ playerId: 'p1', name: 'Ann "A"', points: 4, cards: 9, place: 1, raceIds: [] }]
    const common = { arenaId: 'a1', round: 1, standings: top, entrants: 2 }
    const you = { playerId: 'p2', name: 'Bo', points: 0, cards: 3, place: 2, raceIds: [null] }
    const text = `${JSON.stringify(common).slice(0, -1)},"you":${JSON.stringify(you)}}`
    const payload = withJsonText({ ...common, you }, text)
    const packet: Packet = { type: PacketType.EVENT, nsp: '/', data: ['arena:standings', payload] }
    const plain = { ...packet, data: ['arena:standings', { ...common, you }] }
    expect(new wireParser.Encoder().encode(packet)).toEqual(new Encoder().encode(plain))
    // The text is what is written (not a stringifying of the object that happens to agree).
    const told = withJsonText({ ...common }, '{"said":1}')
    expect(new wireParser.Encoder().encode({ ...packet, data: ['e', told] })).toEqual([
      '2["e",{"said":1}]',
    ])
    // Nothing else sees it: the object stringifies (and crosses the adapter) as a plain one.
    expect(JSON.stringify(payload)).toBe(text)
    expect(Object.keys(payload)).toEqual(['arenaId', 'round', 'standings', 'entrants', 'you'])
  })
})
