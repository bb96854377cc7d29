// Socket.IO's parser for this server: the default wire format, written without the default
// encoder's search of each outgoing packet for binary data (a walk of every key of a move's
// ack, a progress event and a spectator's whole board before it is stringified). The server
// never sends binary, so every packet is the text form; clients keep the default parser, and
// what goes on the wire is byte for byte the same (wire-parser.test.ts). An event whose payload
// carries its own JSON text (races/audience/json-text.ts) is written with that text, not
// stringified again.
import { Decoder, PacketType, protocol, type Packet } from 'socket.io-parser'
import { jsonTextOf } from '../races/audience/json-text.js'

class TextEncoder {
  encode(packet: Packet): string[] {
    let text = String(packet.type)
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`
    if (packet.id !== undefined && packet.id !== null) text += String(packet.id)
    if (packet.data !== undefined && packet.data !== null) text += dataText(packet.data)
    return [text]
  }
}

/** JSON.stringify(data), with an event's payload written from the JSON text it carries. */
function dataText(data: unknown): string {
  if (Array.isArray(data) && data.length === 2 && typeof data[0] === 'string') {
    const payload = jsonTextOf(data[1])
    if (payload !== undefined) return `[${JSON.stringify(data[0])},${payload}]`
  }
  return JSON.stringify(data)
}

export const wireParser = { protocol, PacketType, Encoder: TextEncoder, Decoder }
