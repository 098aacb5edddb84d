import { describe, expect, it } from 'vitest';
import { pageRequest } from './paging.js';

describe('pageRequest', () => {
  it.each([
    [1, 10, 1],
    [2, 10, 11],
    [3, 20, 41],
  ])('page %i of %i rows starts at row %i', (page, pageSize, startIndex) => {
    expect(pageRequest(page, pageSize)).toEqual({ startIndex, requestedCount: pageSize });
  });
});
