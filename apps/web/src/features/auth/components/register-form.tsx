import { emailPattern, phonePattern } from '@vestibule/contract/patterns';
import { passwordPolicies } from '@vestibule/contract/rules/password-policy';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerCompany } from '../api/register';
import { useAction } from '../api/use-action';
import { matching, requiredText } from './field-checks';
import { confirmationCheck, NewPasswordPair, newPasswordCheck } from './new-password-pair';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

const emptyForm = { company: '', name: '', email: '', phone: '', password: '', passwordConfirm: '' };
type RegisterValues = typeof emptyForm;

/** Company registration; the new Administrator is signed in when it succeeds. */
export function RegisterForm() {
  const { t, i18n } = useTranslation('auth');
  const action = useAction(registerCompany);
  // A new company starts with the basic password policy.
  const policy = passwordPolicies.basic;
  const form = useFormFields<RegisterValues>(emptyForm, {
    company: requiredText('auth:register.companyRequired'),
    name: requiredText('auth:register.nameRequired'),
    email: matching(emailPattern, 'auth:emailRequired', 'auth:emailInvalid'),
    phone: matching(phonePattern, 'auth:phoneRequired', 'auth:phoneInvalid'),
    password: newPasswordCheck(policy),
    passwordConfirm: confirmationCheck<RegisterValues>('password'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action.busy || !form.validate()) return;
    const { company, name, email, phone, password } = form.values;
    // The page's language becomes the company's: its mails and SMS are written in it.
    const language = i18n.language;
    void action.run({ company: company.trim(), name: name.trim(), email: email.trim(), phone: phone.trim(), password, language });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.title')}>
      <TextField
        label={t('register.company')}
        binding={form.field('company')}
        maxLength={100}
        autoComplete="organization"
        autoFocus
      />
      <TextField label={t('register.name')} binding={form.field('name')} maxLength={80} autoComplete="name" />
      <TextField label={t('register.email')} binding={form.field('email')} type="email" maxLength={80} autoComplete="email" />
      <TextField label={t('phone')} binding={form.field('phone')} type="tel" maxLength={20} autoComplete="tel" />
      <NewPasswordPair
        password={form.field('password')}
        confirmation={form.field('passwordConfirm')}
        policy={policy}
        label={t('password')}
      />
      <SubmitButton busy={action.busy}>{t('register.submit')}</SubmitButton>
    </form>
  );
}
