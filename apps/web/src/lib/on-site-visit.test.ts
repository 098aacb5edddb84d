import { AppError } from '@vestibule/contract/app-error';
import { describe, expect, it } from 'vitest';
import { onSiteVisitOf } from './on-site-visit';

describe('onSiteVisitOf', () => {
  it.each([
    ['a 105 naming the visit on site', new AppError(105, 'on site', { vid: 7, vname: 'Dora' }), 7],
    ['a 105 of a visit signed in already, naming none', new AppError(105), undefined],
    ['another refusal', new AppError(66, 'refused', { vid: 7 }), undefined],
    ['not an answer of the server', new Error('network'), undefined],
    ['a vid that is not a number', new AppError(105, 'on site', { vid: '7' }), undefined],
  ])('%s', (_case, error, vid) => {
    expect(onSiteVisitOf(error)).toBe(vid);
  });
});
