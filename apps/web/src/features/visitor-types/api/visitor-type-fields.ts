import type { Checkable } from '../../../lib/form-rules';

/* The contract's rules for the forms of /vset, loaded with the first form check. */

const contract = () => import('@vestibule/contract/endpoints/visitor-types');

export const visitorTypeNameField = async (): Promise<Checkable> =>
  (await contract()).visitorTypeEndpoints.addVisitorType.request.shape.vType;

export const fieldLabelField = async (): Promise<Checkable> => (await contract()).customFieldFormSchema.shape.displayName;

export const fieldKeyField = async (): Promise<Checkable> => (await contract()).customFieldFormSchema.shape.fieldName;
