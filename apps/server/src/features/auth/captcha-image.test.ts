import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from './captcha-image.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('renderCaptchaPng', () => {
  it('produces a 120x40 PNG', () => {
    const png = renderCaptchaPng('AB3K');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const decoded = PNG.sync.read(png);
    expect(decoded.width).toBe(120);
    expect(decoded.height).toBe(40);
  });

  it('differs between renders of the same code', () => {
    expect(renderCaptchaPng('AB3K').equals(renderCaptchaPng('AB3K'))).toBe(false);
  });

  it('renders every alphabet character', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) {
      const code = CAPTCHA_ALPHABET.slice(i, i + 4);
      expect(() => renderCaptchaPng(code)).not.toThrow();
    }
    expect(() => renderCaptchaPng('WWWWWW')).not.toThrow();
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => renderCaptchaPng('AB0K')).toThrow(Error);
    expect(() => renderCaptchaPng('ABIK')).toThrow(Error);
    expect(() => renderCaptchaPng('abck')).toThrow(Error);
  });

  it('rejects codes outside 4-6 characters', () => {
    expect(() => renderCaptchaPng('ABC')).toThrow(Error);
    expect(() => renderCaptchaPng('ABCDEFG')).toThrow(Error);
  });
});
