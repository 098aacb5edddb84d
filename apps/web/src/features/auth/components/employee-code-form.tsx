import { passwordPolicies } from '@vestibule/contract/rules/password-policy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptchaAnswer, useCaptcha } from '../../../lib/captcha';
import {
  activateEmployee,
  type CompanyChoice,
  companiesOf,
  companiesOfPhone,
  resetEmployeePassword,
  sendEmployeeCode,
} from '../api/employee-auth';
import { useAction } from '../api/use-action';
import { CaptchaField } from './captcha-field';
import { CompanyChoiceList } from './company-choice';
import { NewPasswordPair } from './new-password-pair';
import { phoneCodeChecks } from './field-checks';
import { SmsCodeField } from './sms-code-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useCountdown } from './use-countdown';
import { useFormFields } from './use-form-fields';

const resendWaitSeconds = 60;
// The company's policy is not known before sign-in; the server applies it and explains a refusal.
const policy = passwordPolicies.basic;

const emptyForm = { phone: '', vcode: '', verifyCode: '', password: '', passwordConfirm: '' };
type CodeFormValues = typeof emptyForm;

/** Activation sets an employee's first password; reset replaces a forgotten one. Both prove the phone by SMS. */
export type CodePurpose = 'activate' | 'reset';

const saveOf = { activate: activateEmployee, reset: resetEmployeePassword };

/** Only phones of employees get a code; a phone in several companies also picks one. */
async function sendCode(phone: string, captcha: CaptchaAnswer): Promise<CompanyChoice[]> {
  const companies = await companiesOfPhone(phone);
  if (companies.length > 0) await sendEmployeeCode(phone, captcha);
  return companies;
}

interface EmployeeCodeFormProps {
  purpose: CodePurpose;
  initialPhone?: string;
  onDone: () => void;
}

/** Phone and captcha, a code by SMS (resend after 60 s), then the code and the new password. */
export function EmployeeCodeForm({ purpose, initialPhone = '', onDone }: EmployeeCodeFormProps) {
  const { t } = useTranslation('auth');
  // The server asks a solved captcha of every SMS code, whatever the site's setting.
  const captcha = useCaptcha(true);
  const sending = useAction(sendCode);
  const saving = useAction(saveOf[purpose]);
  const countdown = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [unknownPhone, setUnknownPhone] = useState(false);
  const [companies, setCompanies] = useState<CompanyChoice[]>([]);
  const [chosen, setChosen] = useState<number>();
  const [choiceProblem, setChoiceProblem] = useState<string>();
  const form = useFormFields<CodeFormValues>(
    { ...emptyForm, phone: initialPhone },
    phoneCodeChecks<CodeFormValues>(captcha.enabled, policy),
  );

  const requestCode = async () => {
    if (sending.busy || countdown.remaining > 0 || !form.validate(['phone', 'vcode'])) return;
    const { phone, vcode } = form.values;
    const outcome = await sending.run(phone.trim(), captcha.answer(vcode));
    if (outcome.ok && outcome.value.length === 0) {
      // Nothing was sent, so the captcha still holds.
      setUnknownPhone(true);
      return;
    }
    form.setValue('vcode', '');
    captcha.refresh();
    if (!outcome.ok) {
      captcha.demandAfter(outcome.error);
      return;
    }
    setCompanies(outcome.value.length > 1 ? outcome.value : []);
    setChosen(undefined);
    setCodeSent(true);
    countdown.start(resendWaitSeconds);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.busy || !form.validate(['phone', 'verifyCode', 'password', 'passwordConfirm'])) return;
    if (companies.length > 1 && chosen === undefined) {
      setChoiceProblem('company.required');
      return;
    }
    const { phone, verifyCode, password } = form.values;
    const outcome = await saving.run({ phone: phone.trim(), empPwd: password, verifyCode: verifyCode.trim(), userid: chosen });
    if (outcome.ok) onDone();
    // The SMS code is not spent before the company is known.
    else if (companiesOf(outcome.error)) setCompanies(companiesOf(outcome.error) ?? []);
  };

  const phoneField = form.field('phone');
  const phoneBinding = {
    ...phoneField,
    problem: phoneField.problem ?? (unknownPhone ? 'employee:activate.unknownPhone' : undefined),
    onChange: (value: string) => {
      phoneField.onChange(value);
      setUnknownPhone(false);
      setCompanies([]);
    },
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`employee:${purpose}.title`)}>
      <p style={{ margin: '0 0 18px' }}>{t(`employee:${purpose}.explain`)}</p>
      <TextField label={t('phone')} binding={phoneBinding} type="tel" autoComplete="tel" autoFocus={!initialPhone} />
      {captcha.enabled && (
        <CaptchaField
          binding={form.field('vcode')}
          image={captcha.image}
          onRefresh={captcha.refresh}
          demanded={captcha.demanded}
        />
      )}
      <SmsCodeField
        binding={form.field('verifyCode')}
        codeSent={codeSent}
        remaining={countdown.remaining}
        sending={sending.busy}
        onSend={() => void requestCode()}
      />
      {companies.length > 1 && (
        <CompanyChoiceList
          companies={companies}
          chosen={chosen}
          onChoose={(userid) => {
            setChosen(userid);
            setChoiceProblem(undefined);
          }}
          problem={choiceProblem}
        />
      )}
      <NewPasswordPair password={form.field('password')} confirmation={form.field('passwordConfirm')} policy={policy} />
      <SubmitButton busy={saving.busy}>{t(`employee:${purpose}.submit`)}</SubmitButton>
    </form>
  );
}
