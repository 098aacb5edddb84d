import type { ResidentFaceReport } from '@vestibule/contract/endpoints/faces';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { faceReportText, refreshTimes } from './face-report';

beforeAll(async () => {
  await i18next.loadNamespaces('residents');
});

const failedOf = (...reasons: ResidentFaceReport['failed'][number]['reason'][]): ResidentFaceReport['failed'] =>
  reasons.map((reason, index) => ({ rid: `C${index + 1}`, reason }));

describe('faceReportText', () => {
  it.each([
    { asked: 1, report: { registered: ['C1'], failed: [] }, told: { kind: 'success', text: 'Face sent' } },
    { asked: 3, report: { registered: ['C1', 'C2', 'C3'], failed: [] }, told: { kind: 'success', text: 'Face sent' } },
    {
      asked: 1,
      report: { registered: [], failed: failedOf('noPhoto') },
      told: {
        kind: 'error',
        text: 'Face registration failed, please re-register the picture. There is no photo yet: add one in the resident form.',
      },
    },
    {
      asked: 1,
      report: { registered: [], failed: failedOf('badPicture') },
      told: {
        kind: 'error',
        text: 'Face registration failed, please re-register the picture. The photo cannot be read: use a JPEG or PNG picture.',
      },
    },
    {
      asked: 4,
      report: { registered: ['C9'], failed: failedOf('manyFaces', 'noFace', 'manyFaces') },
      told: {
        kind: 'error',
        // The reasons come in one order whatever the answer's, each counted.
        text: 'Face registration failed for 3 of 4 residents, please re-register their pictures (1 with no face found, 2 with several faces)',
      },
    },
    {
      asked: 2,
      report: { registered: ['C2'], failed: failedOf('noPhoto') },
      told: {
        kind: 'error',
        text: 'Face registration failed for 1 of 2 residents, please re-register the picture (1 without a photo)',
      },
    },
  ] satisfies Array<{ asked: number; report: ResidentFaceReport; told: unknown }>)('$told.text', ({ asked, report, told }) => {
    expect(faceReportText(report, asked, i18next.getFixedT('en', 'residents'))).toEqual(told);
  });
});

describe('refreshTimes', () => {
  it.each([
    { count: 1, times: [3_000, 6_000] },
    { count: 20, times: [3_000, 6_000, 9_000, 12_000] },
    { count: 10_000, length: 40, last: 120_000 },
  ])('$count photos', ({ count, times, length, last }) => {
    const got = refreshTimes(count);
    if (times) expect(got).toEqual(times);
    if (length) expect(got).toHaveLength(length);
    if (last) expect(got.at(-1)).toBe(last);
  });
});
