// Socket.IO's parser for this server: the default wire format, written without the default
// encoder's search of each outgoing packet for binary data (a walk of every key of a move's
// ack, a progress event and a spectator's whole board before it is stringified). The server
// never sends binary, so every packet is the text form; clients keep the default parser, and
// what goes on the wire is byte for byte the same (wire-parser.test.ts).
import { Decoder, PacketType, protocol, type Packet } from 'socket.io-parser'

class TextEncoder {
  encode(packet: Packet): string[] {
    let text = String(packet.type)
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`
    if (packet.id !== undefined && packet.id !== null) text += String(packet.id)
    if (packet.data !== undefined && packet.data !== null) text += JSON.stringify(packet.data)
    return [text]
  }
}

export const wireParser = { protocol, PacketType, Encoder: TextEncoder, Decoder }
