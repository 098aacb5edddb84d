import type { Checkable } from '../../../lib/form-rules';

/* The contract's field schemas of the account calls, loaded on the first form check. */

const loadEndpoints = () => import('@vestibule/contract/endpoints/account').then((module) => module.accountEndpoints);

type CompanyField = 'company' | 'abbreviation' | 'name' | 'phone' | 'office' | 'affiliatedCompany';

export const companyField = (name: CompanyField) => async (): Promise<Checkable> =>
  (await loadEndpoints()).ModifyUserInfo.request.shape[name];

export const cardTextField = async (): Promise<Checkable> => (await loadEndpoints()).UpdateCardText.request.shape.cardText;

export const policyField = (name: 'pwdPolicy' | 'pwdExpireDays') => async (): Promise<Checkable> =>
  (await loadEndpoints()).updatePasswordPolicy.request.shape[name];
