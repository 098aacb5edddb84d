import type { VideoType } from '@vestibule/contract';

/*
 * What an uploaded video is and how long it runs, read from its bytes as they
 * arrive. MP4: an 'ftyp' box first, the duration in the 'mvhd' box inside
 * 'moov' (which may come last, so the top-level boxes are walked, not held).
 * WebM: the EBML header with DocType webm, the duration in the Segment's Info
 * (Duration in TimecodeScale ticks), which comes near the start.
 */

export type VideoProbeResult = { mime: VideoType; durationMs: number } | { refusal: string };

const notAVideo = 'must be an MP4 or WebM video';
const noDuration = 'its duration cannot be read (an MP4 needs a moov box with mvhd, a WebM its Segment Info Duration)';
/** A moov larger than this is not read: real ones are a few MB. */
const moovMaxBytes = 64 * 1024 * 1024;
/** The WebM Info element is looked for in the first bytes only. */
const webmHeadBytes = 1024 * 1024;

const typeAt = (data: Uint8Array, at: number) => String.fromCharCode(...data.subarray(at, at + 4));

/** The duration in ms from a moov box's content, or null. */
export function mp4DurationMs(moov: Uint8Array): number | null {
  const view = new DataView(moov.buffer, moov.byteOffset, moov.byteLength);
  let at = 0;
  while (at + 8 <= moov.length) {
    const size = view.getUint32(at);
    if (typeAt(moov, at + 4) === 'mvhd') {
      const version = moov[at + 8];
      const body = at + 12;
      let timescale: number;
      let duration: number;
      if (version === 1) {
        if (body + 32 > moov.length) return null;
        timescale = view.getUint32(body + 16);
        duration = Number(view.getBigUint64(body + 20));
        if (view.getBigUint64(body + 20) === 0xffffffffffffffffn) return null;
      } else {
        if (body + 20 > moov.length) return null;
        timescale = view.getUint32(body + 8);
        duration = view.getUint32(body + 12);
        if (duration === 0xffffffff) return null;
      }
      if (timescale === 0 || duration === 0) return null;
      return Math.round((duration / timescale) * 1000);
    }
    if (size < 8) return null;
    at += size;
  }
  return null;
}

/** An EBML variable-length integer at `at`: its length, and its value without the length marker (null: unknown size). */
function vint(data: Uint8Array, at: number, keepMarker = false): { length: number; value: number | null } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    value = value * 256 + data[at + index]!;
    allOnes &&= data[at + index] === 0xff;
  }
  return { length, value: !keepMarker && allOnes ? null : value };
}

interface EbmlElement {
  id: number;
  start: number;
  /** End of the content; the data's length when the size is unknown. */
  end: number;
}

function* elements(data: Uint8Array, from: number, to: number): Generator<EbmlElement> {
  let at = from;
  while (at < to) {
    const id = vint(data, at, true);
    const size = id && vint(data, at + id.length);
    if (!id || !size) return;
    const start = at + id.length + size.length;
    const end = size.value === null ? to : Math.min(start + size.value, data.length);
    yield { id: id.value!, start, end };
    at = end;
  }
}

const ebml = {
  header: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
};

const uintOf = (data: Uint8Array, element: EbmlElement) =>
  data.subarray(element.start, element.end).reduce((value, byte) => value * 256 + byte, 0);

/** The duration in ms from a WebM file's first bytes, or a refusal. */
export function webmDurationMs(head: Uint8Array): number | { refusal: string } {
  const top = [...elements(head, 0, head.length)];
  const header = top[0];
  if (header?.id !== ebml.header) return { refusal: notAVideo };
  const docType = [...elements(head, header.start, header.end)].find((element) => element.id === ebml.docType);
  if (!docType || new TextDecoder().decode(head.subarray(docType.start, docType.end)).replace(/\0+$/, '') !== 'webm')
    return { refusal: notAVideo };
  const segment = top.find((element) => element.id === ebml.segment);
  const info = segment && [...elements(head, segment.start, segment.end)].find((element) => element.id === ebml.info);
  if (!info) return { refusal: noDuration };
  let scale = 1_000_000;
  let duration: number | null = null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  for (const element of elements(head, info.start, info.end)) {
    if (element.id === ebml.timecodeScale) scale = uintOf(head, element);
    const length = element.end - element.start;
    if (element.id === ebml.duration && (length === 4 || length === 8))
      duration = length === 4 ? view.getFloat32(element.start) : view.getFloat64(element.start);
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0 || scale <= 0) return { refusal: noDuration };
  return Math.round((duration * scale) / 1_000_000);
}

/** Reads a video's kind and duration from its chunks, holding only its first bytes and its moov box. */
export class VideoProbe {
  private kind: VideoType | 'unknown' | 'neither' = 'unknown';
  private position = 0;
  private head: Uint8Array[] = [];
  private headLength = 0;
  // MP4: where the next top-level box starts, the bytes of its header read so far, and the moov being kept.
  private nextBox = 0;
  private header: number[] = [];
  private moov: { parts: Uint8Array[]; left: number } | null = null;
  private moovContent: Uint8Array | null = null;
  private broken = false;

  /** Whether the bytes so far are plainly no video (the upload can stop). */
  get refused(): boolean {
    return this.kind === 'neither';
  }

  push(chunk: Uint8Array): void {
    if (this.headLength < webmHeadBytes) {
      const kept = chunk.subarray(0, webmHeadBytes - this.headLength);
      this.head.push(kept);
      this.headLength += kept.length;
    }
    if (this.kind === 'unknown' && this.headLength >= 8) this.kind = this.decideKind(Buffer.concat(this.head));
    if (this.kind === 'video/mp4' || this.kind === 'unknown') this.walkBoxes(chunk);
    this.position += chunk.length;
  }

  finish(): VideoProbeResult {
    if (this.kind === 'unknown' && this.headLength > 0) this.kind = this.decideKind(Buffer.concat(this.head));
    if (this.kind === 'video/webm') {
      const duration = webmDurationMs(Buffer.concat(this.head));
      return typeof duration === 'number' ? { mime: 'video/webm', durationMs: duration } : duration;
    }
    if (this.kind !== 'video/mp4') return { refusal: notAVideo };
    const duration = this.moovContent && !this.broken ? mp4DurationMs(this.moovContent) : null;
    return duration === null ? { refusal: noDuration } : { mime: 'video/mp4', durationMs: duration };
  }

  private decideKind(head: Uint8Array): VideoType | 'neither' | 'unknown' {
    if (head.length >= 8 && typeAt(head, 4) === 'ftyp') return 'video/mp4';
    if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm';
    return head.length >= 8 ? 'neither' : 'unknown';
  }

  private walkBoxes(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length && !this.broken) {
      if (this.moov) {
        const taken = chunk.subarray(at, at + this.moov.left);
        this.moov.parts.push(taken);
        this.moov.left -= taken.length;
        at += taken.length;
        if (this.moov.left === 0) {
          this.moovContent = Buffer.concat(this.moov.parts);
          this.moov = null;
        }
        continue;
      }
      const absolute = this.position + at;
      if (absolute < this.nextBox) {
        at += Math.min(this.nextBox - absolute, chunk.length - at);
        continue;
      }
      this.header.push(chunk[at]!);
      at += 1;
      this.readHeader();
    }
  }

  /** Once a box's header is whole: keep moov, skip anything else. */
  private readHeader(): void {
    const bytes = Uint8Array.from(this.header);
    if (bytes.length < 8) return;
    const view = new DataView(bytes.buffer);
    const small = view.getUint32(0);
    if (small === 1 && bytes.length < 16) return;
    const headerLength = small === 1 ? 16 : 8;
    const size = small === 1 ? Number(view.getBigUint64(8)) : small === 0 ? Number.POSITIVE_INFINITY : small;
    const start = this.nextBox;
    this.header = [];
    if (size < headerLength) {
      this.broken = true;
      return;
    }
    this.nextBox = start + size;
    if (typeAt(bytes, 4) === 'moov' && size <= moovMaxBytes && !this.moovContent)
      this.moov = { parts: [], left: size - headerLength };
  }
}
