import { describe, expect, it } from 'vitest';
import { mp4DurationMs, VideoProbe, webmDurationMs } from './video-probe.js';
import { sampleMp4, sampleWebm } from './video-samples.js';

/** Feeds the bytes in pieces of `size`, as an upload arrives. */
function probe(data: Uint8Array, size = data.length) {
  const reader = new VideoProbe();
  for (let at = 0; at < data.length; at += size) reader.push(data.subarray(at, at + size));
  return reader.finish();
}

describe('video probe', () => {
  it.each([1, 3, 7, 64, 100_000])('reads an MP4 with moov last, fed %i bytes at a time', (size) => {
    expect(probe(sampleMp4(75_500, 5000), size)).toEqual({ mime: 'video/mp4', durationMs: 75_500 });
  });

  it.each([1, 5, 4096])('reads a WebM fed %i bytes at a time', (size) => {
    expect(probe(sampleWebm(12_345), size)).toEqual({ mime: 'video/webm', durationMs: 12_345 });
  });

  it('reads an MP4 timescale other than ms', () => {
    expect(probe(sampleMp4(2_000, 16, 90_000))).toEqual({ mime: 'video/mp4', durationMs: 2_000 });
  });

  it.each([
    ['text renamed .mp4', Buffer.from('hello, this is not a video at all')],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['a Matroska file that is no WebM', sampleWebm(1000).fill(0x61, 13, 17)],
  ])('refuses %s as no video', (_what, data) => {
    expect(probe(data)).toEqual({ refusal: 'must be an MP4 or WebM video' });
  });

  it('refuses videos whose duration cannot be read', () => {
    expect(probe(sampleWebm(null))).toMatchObject({ refusal: expect.stringContaining('duration cannot be read') });
    expect(probe(sampleMp4(0))).toMatchObject({ refusal: expect.stringContaining('duration cannot be read') });
    // Cut before its moov box.
    expect(probe(sampleMp4(1000).subarray(0, 40))).toMatchObject({ refusal: expect.stringContaining('duration') });
  });

  it('says a stream is plainly no video after its first 8 bytes', () => {
    const reader = new VideoProbe();
    reader.push(Buffer.from('GIF89a..'));
    expect(reader.refused).toBe(true);
  });

  it('parses the boxes and elements directly', () => {
    const mp4 = sampleMp4(3_000);
    expect(mp4DurationMs(mp4.subarray(mp4.indexOf('moov') + 4))).toBe(3_000);
    expect(webmDurationMs(sampleWebm(250))).toBe(250);
  });
});
