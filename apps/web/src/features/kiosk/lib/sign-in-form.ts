import { isAppError } from '@vestibule/contract/app-error';
import type { SignInForm, SignInFormSetting } from '@vestibule/contract/entities/visit-form';
import type { VisitorType } from '@vestibule/contract/entities/visitor-type';
import type { RequestOf } from '../../../lib/api-client';

/*
 * The form a visitor type asks for at sign-in (decision 0037). The tablet
 * shows it before it signs the visitor in, and tells the server which form it
 * asked for, so a type changed since the tablet read it is refused (604) and
 * the tablet asks for the form then.
 */

/** What the sign-in calls carry of the form. */
export type SignInForms = Pick<RequestOf<'UpdatePhoto'>, 'vipForm' | 'depotForm' | 'askedForm'>;

/** The form a visitor type asks for; undefined for none or an unknown type. */
export const formOfType = (types: readonly VisitorType[], tid: number | undefined): SignInForm | undefined => {
  const asked = types.find((type) => type.tid === tid)?.signInForm;
  return asked || undefined;
};

/** The form a refusal says the visitor type asks for (604 naming vipForm or depotForm), if it is one. */
export function formAskedBy(error: unknown): SignInForm | undefined {
  if (!isAppError(error) || error.status !== 604) return undefined;
  if (error.result === 'vipForm') return 'vip';
  if (error.result === 'depotForm') return 'depot';
  return undefined;
}

/** The sign-in's form fields when no form was asked: the server still learns the tablet knows forms. */
export const noForm: SignInForms = { askedForm: '' satisfies SignInFormSetting };
