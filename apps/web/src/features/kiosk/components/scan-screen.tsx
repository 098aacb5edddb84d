import type { SignInForm } from '@vestibule/contract/entities/visit-form';
import { signinTypes } from '@vestibule/contract/rules/visit-status';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInByCode, type Visit, visitByCode } from '../api/kiosk';
import { useVisitorTypes } from '../../../lib/visitor-types';
import { readScannedCode } from '../lib/scanned-code';
import { formAskedBy, formOfType, noForm, type SignInForms } from '../lib/sign-in-form';
import { CodeEntry } from './code-entry';
import { RefusalMessage } from './kiosk-frame';
import { SignInFormStep } from './sign-in-form-step';
import { TrainingStep } from './training-step';
import { trainingRequired } from '../lib/training-gate';
import { VisitCard } from './visit-card';

/** "I have an invitation": the invitation's QR code (or its typed code) shows the visit, and the visitor signs in. */
export function ScanScreen({ onSignedIn }: { onSignedIn: (visit: Visit) => void }) {
  const { t } = useTranslation('kiosk');
  const [found, setFound] = useState<{ code: string; visit: Visit }>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  // The form the invitation's visitor type asks for, once the visitor chose to sign in.
  const [asked, setAsked] = useState<SignInForm>();
  // The forms to sign in with once the visitor has passed the safety training the invitation's type asks for.
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

  const lookUp = (raw: string) => {
    const code = readScannedCode(raw);
    if (!code || busy) return;
    void run(async () => setFound({ code: code.code, visit: await visitByCode(code.code) }));
  };

  const signIn = (code: string, forms: SignInForms) =>
    void run(async () => {
      try {
        onSignedIn(await signInByCode(code, forms));
      } catch (failure) {
        if (trainingRequired(failure)) return setTraining(forms);
        const form = formAskedBy(failure);
        if (!form || form === forms.askedForm) throw failure;
        setAsked(form);
      }
    });

  if (found && training) {
    return (
      <TrainingStep
        who={{ vid: found.visit.vid }}
        onPassed={() => {
          setTraining(undefined);
          signIn(found.code, training);
        }}
        onBack={() => setTraining(undefined)}
      />
    );
  }

  if (found && asked) {
    return (
      <SignInFormStep
        kind={asked}
        busy={busy}
        refusal={<RefusalMessage error={error} />}
        onSubmit={(forms) => signIn(found.code, forms)}
        onBack={() => {
          setError(undefined);
          setAsked(undefined);
        }}
      />
    );
  }

  if (found) {
    return (
      <section className="kiosk-panel" aria-labelledby="scan-found" style={{ maxWidth: 640, width: '100%', margin: '0 auto' }}>
        <h2 id="scan-found">{t('scan.found')}</h2>
        <VisitCard visit={found.visit} />
        <div style={{ marginTop: 24 }}>
          <RefusalMessage error={error} />
        </div>
        <Space style={{ marginTop: 24, width: '100%' }} orientation="vertical" size={16}>
          <Button
            type="primary"
            size="large"
            block
            loading={busy}
            style={{ minHeight: 64, fontSize: 22 }}
            onClick={() => {
              const form = formOfType(types.data ?? [], found.visit.tid);
              if (form) setAsked(form);
              else signIn(found.code, noForm);
            }}
          >
            {/* A resident on site shows their code to leave: the same call signs them out. */}
            {found.visit.signinType === signinTypes.resident && found.visit.visitStatus === 'signedIn'
              ? t('scan.signOut')
              : t('scan.signIn')}
          </Button>
          <Button
            size="large"
            block
            style={{ minHeight: 56 }}
            onClick={() => {
              setFound(undefined);
              setError(undefined);
            }}
          >
            {t('scan.notMe')}
          </Button>
        </Space>
      </section>
    );
  }
  return (
    <>
      <p style={{ margin: 0 }}>{t('scan.intro')}</p>
      <RefusalMessage error={error} />
      <CodeEntry
        onScan={lookUp}
        onTyped={lookUp}
        paused={busy}
        fieldLabel={t('scan.typeCode')}
        submitLabel={t('scan.find')}
        busy={busy}
      />
    </>
  );
}
