import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { listCustomFields } from '../../../test/visitor-type-factories.js';

/* The company's visit reasons (GetVisitType, updateVisitType): the defaults until it saves its own. */

const t = useTestApp();
let other: TestCompany;
beforeAll(async () => {
  other = await buildCompany(t);
});

describe(`visit reasons (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('answers the defaults until the company saves its own, then those, kept apart from the custom fields', async () => {
    const company = await buildCompany(t);
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Business,Interview,Delivery,Other' });
    expect(await t.call('updateVisitType', { inputValue: ' Meeting , Repair,面试' }, company.token)).toMatchObject({ status: 0 });
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Meeting,Repair,面试' });
    expect(await t.call('updateVisitType', { inputValue: 'Audit' }, company.token)).toMatchObject({ status: 0 });
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: 'Audit' });
    expect((await t.call('GetVisitType', {}, other.token)).result).toEqual({ inputValue: 'Business,Interview,Delivery,Other' });
    expect(await listCustomFields(t, company)).toEqual([]);
  });

  it('refuses none, more than 30, a reason over 50 characters, or one twice, with 604 naming inputValue', async () => {
    const company = await buildCompany(t);
    for (const [inputValue, reason] of [
      [' , ', 'inputValue: must list at least one reason'],
      [Array.from({ length: 31 }, (_, index) => `R${index}`).join(','), 'inputValue: must list at most 30 reasons'],
      ['x'.repeat(51), 'inputValue: each reason must be at most 50 characters'],
      ['A,B,A', 'inputValue: must not list a reason twice'],
    ]) {
      const answer = await t.call('updateVisitType', { inputValue }, company.token);
      expect([answer.status, answer.reason]).toEqual([Status.invalidField, reason]);
    }
    const thirty = Array.from({ length: 30 }, (_, index) => `R${index}`).join(',');
    expect((await t.call('updateVisitType', { inputValue: thirty }, company.token)).status).toBe(0);
    expect((await t.call('GetVisitType', {}, company.token)).result).toEqual({ inputValue: thirty });
  });

  it('saves under concurrent first saves without an error', async () => {
    const company = await buildCompany(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => t.call('updateVisitType', { inputValue: `Reason ${index}` }, company.token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([0, 0, 0, 0, 0]);
  });
});
