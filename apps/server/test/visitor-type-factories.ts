import type { ExtendVisitor, VisitorType } from '@vestibule/contract';
import type { TestApp } from './api-harness.js';
import type { TestCompany } from './factories.js';

/* Visitor types and their custom fields, made and read through the calls the console makes. */

export const listVisitorTypes = async (t: TestApp, company: TestCompany, body: Record<string, unknown> = {}) =>
  (await t.call<VisitorType[]>('getVisitorType', body, company.token)).result;

export const listCustomFields = async (t: TestApp, company: TestCompany, body: Record<string, unknown> = {}) =>
  (await t.call<ExtendVisitor[]>('GetExtendVisitor', body, company.token)).result;

/** A new visitor type of the company (addVisitorType); its tid. */
export async function addVisitorType(t: TestApp, company: TestCompany, vType: string, extra: Record<string, unknown> = {}) {
  const answer = await t.call<{ tid: number }>('addVisitorType', { vType, ...extra }, company.token);
  if (answer.status !== 0) throw new Error(`addVisitorType: ${answer.status} ${answer.reason}`);
  return answer.result.tid;
}

/** A new custom visitor field (addExtendVisitor, a text field unless told); its eid. */
export async function addCustomField(t: TestApp, company: TestCompany, body: Record<string, unknown>) {
  const answer = await t.call<{ eid: number }>('addExtendVisitor', { inputType: 'text', ...body }, company.token);
  if (answer.status !== 0) throw new Error(`addExtendVisitor: ${answer.status} ${answer.reason}`);
  return answer.result.eid;
}
