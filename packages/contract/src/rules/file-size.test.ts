import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size.js';

describe('file size text', () => {
  it.each([
    [0, '0.00 KB'],
    [512, '0.50 KB'],
    [1024, '1.00 KB'],
    [102_399, '100.00 KB'],
    [102_400, '0.10 MB'],
    [1_048_576, '1.00 MB'],
    [104_857_599, '100.00 MB'],
    [104_857_600, '0.10 GB'],
    [1_073_741_824, '1.00 GB'],
    [536_870_912_000, '500.00 GB'],
  ] as const)('%i bytes read %s', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});
