// The server's encoder writes exactly what Socket.IO's default encoder writes for every packet
// the server sends (it only skips the default's search for binary data, which it never sends).
import { Encoder, PacketType, type Packet } from 'socket.io-parser'
import { describe, expect, it } from 'vitest'
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
