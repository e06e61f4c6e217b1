// The framing of Minecraft Java Edition's protocol (https://minecraft.wiki/w/Java_Edition_protocol):
// every packet is a VarInt length, a VarInt packet id, then its fields. Shared by the status ping
// (features/server-status) and the link server (features/minecraft-link).

/** A packet or field that breaks the protocol: the connection that sent it is ended. */
export class WireError extends Error {}

export function encodeVarInt(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value >>> 0;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest !== 0);
  return Buffer.from(bytes);
}

/** Reads a VarInt at offset: its value and size, or undefined when more bytes are needed. */
export function decodeVarInt(buffer: Buffer, offset = 0): { value: number; size: number } | undefined {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    if (offset + index >= buffer.length) return undefined;
    const byte = buffer[offset + index] ?? 0;
    value |= (byte & 0x7f) << (7 * index);
    if ((byte & 0x80) === 0) return { value, size: index + 1 };
  }
  throw new WireError("VarInt is too long");
}

/** A length-prefixed UTF-8 string. */
export function encodeString(text: string): Buffer {
  const bytes = Buffer.from(text, "utf8");
  return Buffer.concat([encodeVarInt(bytes.length), bytes]);
}

/** A length-prefixed byte array. */
export function encodeBytes(bytes: Buffer): Buffer {
  return Buffer.concat([encodeVarInt(bytes.length), bytes]);
}

export function encodePacket(id: number, ...fields: Buffer[]): Buffer {
  const body = Buffer.concat([encodeVarInt(id), ...fields]);
  return Buffer.concat([encodeVarInt(body.length), body]);
}

/** Splits a whole packet off the front of a buffer (undefined: not all here yet); throws on a length out of range. */
export function takePacket(buffer: Buffer, maxBytes: number): { id: number; data: Buffer; rest: Buffer } | undefined {
  const length = decodeVarInt(buffer);
  if (!length) return undefined;
  if (length.value <= 0 || length.value > maxBytes)
    throw new WireError(`Packet length ${length.value} is out of range`);
  const end = length.size + length.value;
  if (buffer.length < end) return undefined;
  const id = decodeVarInt(buffer.subarray(0, end), length.size);
  if (!id) throw new WireError("Packet without an id");
  const start = length.size + id.size;
  return { id: id.value, data: buffer.subarray(start, end), rest: buffer.subarray(end) };
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Reads a packet's fields in order; every read past the end or out of its bounds throws a WireError. */
export class PacketReader {
  private offset = 0;

  constructor(private readonly data: Buffer) {}

  varInt(): number {
    const read = decodeVarInt(this.data, this.offset);
    if (!read) throw new WireError("VarInt runs past the packet");
    this.offset += read.size;
    return read.value;
  }

  /** A string of at most `maxChars` UTF-16 units (the game's limit), which must be valid UTF-8. */
  string(maxChars: number): string {
    const bytes = this.bytes(maxChars * 3);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new WireError("String is not UTF-8");
    }
    if (text.length > maxChars) throw new WireError("String is too long");
    return text;
  }

  /** A length-prefixed byte array of at most `maxBytes`. */
  bytes(maxBytes: number): Buffer {
    const length = this.varInt();
    if (length < 0 || length > maxBytes) throw new WireError(`Byte array length ${length} is out of range`);
    return this.take(length);
  }

  unsignedShort(): number {
    return this.take(2).readUInt16BE(0);
  }

  long(): Buffer {
    return this.take(8);
  }

  boolean(): boolean {
    const byte = this.take(1)[0];
    if (byte !== 0 && byte !== 1) throw new WireError("Boolean is neither 0 nor 1");
    return byte === 1;
  }

  uuid(): Buffer {
    return this.take(16);
  }

  /** Every field was read: a packet with bytes left over is malformed. */
  end(): void {
    if (this.offset !== this.data.length) throw new WireError("Packet has bytes left over");
  }

  private take(length: number): Buffer {
    if (this.offset + length > this.data.length) throw new WireError("Field runs past the packet");
    const field = this.data.subarray(this.offset, this.offset + length);
    this.offset += length;
    return field;
  }
}
