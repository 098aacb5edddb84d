/*
 * The smallest files the video probe accepts, built box by box and element
 * by element: what tests upload and parse. They carry no picture.
 */

const box = (type: string, ...content: Uint8Array[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** An MP4: ftyp, an mdat of `padding` bytes, then moov with an mvhd (version 0) of the duration. */
export function sampleMp4(durationMs: number, padding = 16, timescale = 1000): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(Math.round((durationMs / 1000) * timescale), 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('mdat', Buffer.alloc(padding, 7)),
    box('moov', box('mvhd', mvhd)),
  ]);
}

const element = (id: number[], content: Uint8Array) => {
  // An 8-byte size: 0x01 then seven bytes of length.
  const size = Buffer.alloc(8);
  size.writeUInt32BE(content.length, 4);
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, content]);
};

/** A WebM: the EBML header (DocType webm) and a Segment whose Info gives the duration (ms ticks). */
export function sampleWebm(durationMs: number | null, padding = 16): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(durationMs ?? 0);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      ...(durationMs === null ? [] : [element([0x44, 0x89], duration)]),
    ]),
  );
  return Buffer.concat([
    element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm'))),
    element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, element([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(padding, 3))])),
  ]);
}
