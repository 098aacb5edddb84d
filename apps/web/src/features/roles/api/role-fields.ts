import type { Checkable } from '../../../lib/form-rules';

/** The contract's rule for group and role names, loaded with the first form check. */
export const roleNameField = async (): Promise<Checkable> =>
  (await import('@vestibule/contract/endpoints/roles')).roleEndpoints.addRARG.request.shape.rgName;
