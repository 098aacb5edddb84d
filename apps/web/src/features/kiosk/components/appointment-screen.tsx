import type { SignInForm } from '@vestibule/contract/entities/visit-form';
import { Button, Input, Segmented } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitorTypes } from '../../../lib/visitor-types';
import { signInAppointment, todaysAppointments, type Visit } from '../api/kiosk';
import { formAskedBy, formOfType, noForm, type SignInForms } from '../lib/sign-in-form';
import { kioskTime, RefusalMessage } from './kiosk-frame';
import { SignInFormStep } from './sign-in-form-step';
import { TrainingStep } from './training-step';
import { trainingRequired } from '../lib/training-gate';
import { VisitCard } from './visit-card';

type SearchBy = 'phone' | 'cardId';

/** "I have an appointment": today's appointments of a phone or ID number; the visitor picks theirs and signs in. */
export function AppointmentScreen({ onSignedIn }: { onSignedIn: (visit: Visit) => void }) {
  const { t } = useTranslation('kiosk');
  const fieldId = useId();
  const [by, setBy] = useState<SearchBy>('phone');
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<Visit[]>();
  const [chosen, setChosen] = useState<Visit>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  // The form the appointment's visitor type asks for, once the visitor chose to sign in.
  const [asked, setAsked] = useState<SignInForm>();
  // The forms to sign in with once the visitor has passed the safety training the visit's type asks for.
  const [training, setTraining] = useState<SignInForms>();
  const types = useVisitorTypes();

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

  const signIn = (visit: Visit, forms: SignInForms) =>
    void run(async () => {
      try {
        await signInAppointment(visit.vid, forms);
        // The sign-in answers no visit: the chosen one, signed in now.
        onSignedIn({ ...visit, visitdate: Date.now() });
      } catch (failure) {
        if (trainingRequired(failure)) return setTraining(forms);
        const form = formAskedBy(failure);
        if (!form || form === forms.askedForm) throw failure;
        setAsked(form);
      }
    });

  if (chosen && training) {
    return (
      <TrainingStep
        who={{ vid: chosen.vid }}
        onPassed={() => {
          setTraining(undefined);
          signIn(chosen, training);
        }}
        onBack={() => setTraining(undefined)}
      />
    );
  }

  if (chosen && asked) {
    return (
      <SignInFormStep
        kind={asked}
        busy={busy}
        refusal={<RefusalMessage error={error} />}
        onSubmit={(forms) => signIn(chosen, forms)}
        onBack={() => {
          setError(undefined);
          setAsked(undefined);
        }}
      />
    );
  }

  if (chosen) {
    return (
      <section
        className="kiosk-panel"
        aria-labelledby="appointment-chosen"
        style={{ maxWidth: 640, width: '100%', margin: '0 auto' }}
      >
        <h2 id="appointment-chosen">{t('appointment.confirm')}</h2>
        <VisitCard visit={chosen} />
        <div style={{ marginTop: 24 }}>
          <RefusalMessage error={error} />
        </div>
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          style={{ marginTop: 24, minHeight: 64, fontSize: 22 }}
          onClick={() => {
            const form = formOfType(types.data ?? [], chosen.tid);
            if (form) setAsked(form);
            else signIn(chosen, noForm);
          }}
        >
          {t('appointment.signIn')}
        </Button>
        <Button size="large" block style={{ marginTop: 16, minHeight: 56 }} onClick={() => setChosen(undefined)}>
          {t('back')}
        </Button>
      </section>
    );
  }

  return (
    <div style={{ maxWidth: 720, width: '100%', margin: '0 auto', display: 'grid', gap: 24 }}>
      <form
        className="kiosk-panel"
        onSubmit={(event) => {
          event.preventDefault();
          const value = typed.trim();
          if (value === '') return;
          void run(async () => setFound(await todaysAppointments(by === 'phone' ? { phone: value } : { cardId: value })));
        }}
      >
        <Segmented<SearchBy>
          block
          size="large"
          value={by}
          onChange={(value) => {
            setBy(value);
            setFound(undefined);
          }}
          options={[
            { value: 'phone', label: t('appointment.byPhone') },
            { value: 'cardId', label: t('appointment.byCardId') },
          ]}
          style={{ marginBottom: 16 }}
        />
        <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 12 }}>
          {t(by === 'phone' ? 'appointment.phone' : 'appointment.cardId')}
        </label>
        <Input
          id={fieldId}
          size="large"
          value={typed}
          inputMode={by === 'phone' ? 'tel' : 'text'}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          style={{ fontSize: 24, minHeight: 56 }}
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={busy}
          disabled={typed.trim() === ''}
          style={{ marginTop: 16, minHeight: 56 }}
        >
          {t('appointment.search')}
        </Button>
      </form>
      <RefusalMessage error={error} />
      {found && (
        <section className="kiosk-panel" aria-labelledby="appointment-list">
          <h2 id="appointment-list">{found.length > 0 ? t('appointment.choose') : t('appointment.none')}</h2>
          <div style={{ display: 'grid', gap: 12 }}>
            {found.map((visit) => (
              <Button key={visit.vid} className="kiosk-choice" size="large" onClick={() => setChosen(visit)}>
                <span>
                  <strong>{visit.vname}</strong>
                  {' · '}
                  {t('appointment.visiting', { host: visit.empName || '-' })}
                  {visit.appointmentDate !== null && ` · ${kioskTime(visit.appointmentDate)}`}
                </span>
              </Button>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
