import type { Visit } from '@vestibule/contract/entities/visit';
import type { SignInForm } from '@vestibule/contract/entities/visit-form';
import { phonePattern } from '@vestibule/contract/patterns';
import { Button, Input, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WalkInForm } from '../../../components/walk-in/walk-in-form';
import { useWalkInChoices } from '../../../components/walk-in/walk-in-queries';
import { prefillFrom, type WalkInRequest, type WalkInValues, walkInRequest } from '../../../components/walk-in/walk-in-values';
import { lastVisitOf, signInWalkIn } from '../api/kiosk';
import { formAskedBy, formOfType, noForm, type SignInForms } from '../lib/sign-in-form';
import { RefusalMessage } from './kiosk-frame';
import { SignInFormStep } from './sign-in-form-step';
import { TrainingStep } from './training-step';
import { trainingRequired } from '../lib/training-gate';
import { VisitCard } from './visit-card';

type Step =
  | { kind: 'phone' }
  | { kind: 'returning'; last: Visit }
  | { kind: 'form'; initial: WalkInValues }
  // The visitor type asks for a form: filled before the sign-in, the walk-in form kept for going back.
  | { kind: 'signInForm'; form: SignInForm; values: WalkInValues; request: WalkInRequest }
  // The type asks for safety training the visitor has not passed: trained, then signed in again.
  | { kind: 'training'; values: WalkInValues; request: WalkInRequest; forms: SignInForms };

/** "Walk-in": the phone first; a returning visitor may reuse the last visit's details; the form; the type's own form. */
export function WalkInScreen({ avatars, onSignedIn }: { avatars: readonly string[]; onSignedIn: (visit: Visit) => void }) {
  const { t } = useTranslation('kiosk');
  const phoneId = useId();
  const phoneProblemId = useId();
  const [phone, setPhone] = useState('');
  // The walk-in's phone must be a phone number (UpdatePhoto refuses others); checked before the lookup.
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const { types, fields, reasons, ready } = useWalkInChoices();
  const firstType = types[0];
  const fresh: WalkInValues = { name: '', peopleCount: 1, ...(firstType ? { tid: firstType.tid } : {}) };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'phone') {
    return (
      <form
        className="kiosk-panel"
        style={{ maxWidth: 640, width: '100%', margin: '0 auto' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (phone.trim() === '') return;
          if (!phonePattern.test(phone.trim())) {
            setPhoneInvalid(true);
            return;
          }
          void run(async () => {
            const last = await lastVisitOf(phone.trim());
            setStep(last ? { kind: 'returning', last } : { kind: 'form', initial: fresh });
          });
        }}
      >
        <label htmlFor={phoneId} style={{ display: 'block', marginBottom: 12 }}>
          {t('walkIn.phone')}
        </label>
        <Input
          id={phoneId}
          size="large"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setPhoneInvalid(false);
          }}
          status={phoneInvalid ? 'error' : undefined}
          aria-invalid={phoneInvalid}
          aria-describedby={phoneInvalid ? phoneProblemId : undefined}
          style={{ fontSize: 24, minHeight: 56 }}
        />
        {phoneInvalid && (
          <Typography.Text
            id={phoneProblemId}
            type="danger"
            role="alert"
            style={{ display: 'block', marginTop: 8, fontSize: 18 }}
          >
            {t('walkIn.phoneInvalid')}
          </Typography.Text>
        )}
        <div style={{ marginTop: 16 }}>
          <RefusalMessage error={error} />
        </div>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy || !ready}
          disabled={phone.trim() === ''}
          style={{ marginTop: 16, minHeight: 56 }}
        >
          {t('walkIn.continue')}
        </Button>
      </form>
    );
  }

  if (step.kind === 'returning') {
    return (
      <section
        className="kiosk-panel"
        aria-labelledby="walk-in-returning"
        style={{ maxWidth: 640, width: '100%', margin: '0 auto' }}
      >
        <h2 id="walk-in-returning">{t('walkIn.welcomeBack', { name: step.last.vname })}</h2>
        <p>{t('walkIn.lastVisit')}</p>
        <VisitCard visit={step.last} />
        <Button
          type="primary"
          size="large"
          block
          style={{ marginTop: 24, minHeight: 64, fontSize: 22 }}
          onClick={() => setStep({ kind: 'form', initial: prefillFrom(step.last, types, fields) })}
        >
          {t('walkIn.useLast')}
        </Button>
        <Button
          size="large"
          block
          style={{ marginTop: 16, minHeight: 56 }}
          onClick={() => setStep({ kind: 'form', initial: fresh })}
        >
          {t('walkIn.newDetails')}
        </Button>
      </section>
    );
  }

  /** Signs in; a type that asks for a form the tablet did not know of (changed since it was read) asks for it now. */
  const send = (values: WalkInValues, request: WalkInRequest, forms: SignInForms) =>
    void run(async () => {
      try {
        onSignedIn(await signInWalkIn(request, forms));
      } catch (failure) {
        if (trainingRequired(failure)) return setStep({ kind: 'training', values, request, forms });
        const asked = formAskedBy(failure);
        if (!asked || asked === forms.askedForm) throw failure;
        setStep({ kind: 'signInForm', form: asked, values, request });
      }
    });

  if (step.kind === 'training') {
    return (
      <TrainingStep
        who={{ tid: step.request.tid, vType: step.request.vType, phone: step.request.phone, cardId: step.request.cardId }}
        onPassed={() => send(step.values, step.request, step.forms)}
        onBack={() => setStep({ kind: 'form', initial: step.values })}
      />
    );
  }

  if (step.kind === 'signInForm') {
    return (
      <SignInFormStep
        kind={step.form}
        busy={busy}
        refusal={<RefusalMessage error={error} />}
        onSubmit={(forms) => send(step.values, step.request, forms)}
        onBack={() => {
          setError(undefined);
          setStep({ kind: 'form', initial: step.values });
        }}
      />
    );
  }

  if (!ready) return <Spin size="large" aria-label={t('loading')} />;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <WalkInForm
        station="tablet"
        className="kiosk-panel"
        initial={step.initial}
        types={types}
        fields={fields}
        reasons={reasons}
        avatars={avatars}
        busy={busy}
        onSubmit={(values, typeFields) => {
          const request = walkInRequest({ ...values, phone }, types, typeFields);
          const form = formOfType(types, values.tid);
          if (form) setStep({ kind: 'signInForm', form, values, request });
          else send(values, request, noForm);
        }}
      />
      <RefusalMessage error={error} />
    </div>
  );
}
