import type { ExtendVisitor } from '@vestibule/contract/entities/visitor-type';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';

/*
 * The company's visitor types and their custom fields, as every visitor form
 * reads them. /vset changes them and refreshes these calls.
 */

/** The company's visitor types, by name. */
export const useVisitorTypes = () => useQuery(apiQueryOptions('getVisitorType'));

/** Every custom field of the company (each type's own and those of every type), in form order. */
export const useCustomFields = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...apiQueryOptions('GetExtendVisitor'), ...options });

/**
 * The fields of one type's visitor form, in form order: its own and those of
 * every type (eType ''), as the server's customFieldsFor. A type's own field
 * stands in for a shared one of the same key, since a visit keeps one value per key.
 */
export function customFieldsOfType(fields: readonly ExtendVisitor[], vType: string): ExtendVisitor[] {
  const own = vType === '' ? [] : fields.filter((field) => field.eType === vType);
  const ownKeys = new Set(own.map((field) => field.fieldName));
  const shared = fields.filter((field) => field.eType === '' && !ownKeys.has(field.fieldName));
  return [...own, ...shared].sort((a, b) => a.inputOrder - b.inputOrder || a.eid - b.eid);
}
