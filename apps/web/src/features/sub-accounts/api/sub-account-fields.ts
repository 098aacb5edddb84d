import type { Checkable } from '../../../lib/form-rules';

/* The contract's field schemas of the resident-company calls, loaded on the first form check. */

const loadEndpoints = () => import('@vestibule/contract/endpoints/sub-accounts').then((module) => module.subAccountEndpoints);

type SubAccountField = 'companyName' | 'email' | 'phone' | 'floor' | 'roomNumber' | 'gids';

export const subAccountField = (name: SubAccountField) => async (): Promise<Checkable> =>
  (await loadEndpoints()).updateSubAccount.request.shape[name];
