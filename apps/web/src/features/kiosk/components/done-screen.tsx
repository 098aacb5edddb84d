import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import type { Visit } from '@vestibule/contract/entities/visit';
import { badgeLayout } from '@vestibule/contract/rules/badge-layout';
import { Button, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgePrintSheet } from '../../../components/badge-print-sheet';
import { VisitorBadge } from '../../../components/visitor-badge';
import { useCompany } from '../../../lib/company';
import { kioskTime } from './kiosk-frame';

/** The success screen goes home by itself after this long: the next visitor is waiting. */
export const doneScreenMs = 20_000;

/** How large the badge shows on screen (it prints at true size). */
const previewPxPerMm = 3;

export type Outcome = { kind: 'signedIn'; visit: Visit } | { kind: 'signedOut'; count: number };

function SignedIn({ visit }: { visit: Visit }) {
  const { t } = useTranslation('kiosk');
  const { token } = theme.useToken();
  const settings = useCompany();
  const printed = useRef(false);
  const layout = settings.data
    ? badgeLayout(settings.data, {
        badgeCode: visit.badgeCode ?? '',
        vname: visit.vname,
        vcompany: visit.vcompany,
        empName: visit.empName,
        vphoto: visit.vphoto,
        time: visit.visitdate === null ? '' : kioskTime(visit.visitdate),
      })
    : null;

  useEffect(() => {
    if (!layout || printed.current) return;
    printed.current = true;
    // After the sheet is on the page, so the dialog prints it.
    const timer = window.setTimeout(() => window.print(), 0);
    return () => window.clearTimeout(timer);
  }, [layout]);

  return (
    <>
      <h2 style={{ fontSize: 32, margin: 0 }}>{t('done.welcome', { name: visit.vname })}</h2>
      <p style={{ fontSize: 22, margin: 0 }}>
        {visit.empName ? t('done.hostTold', { host: visit.empName }) : t('done.signedIn')}
      </p>
      {layout && (
        <>
          <p style={{ margin: 0 }}>{t('done.badge')}</p>
          <VisitorBadge layout={layout} pxPerMm={previewPxPerMm} accent={token.colorPrimary} />
          <Button
            size="large"
            icon={<PrinterOutlined aria-hidden="true" />}
            onClick={() => window.print()}
            style={{ minHeight: 56 }}
          >
            {t('done.printAgain')}
          </Button>
          <BadgePrintSheet layout={layout} accent={token.colorPrimary} />
        </>
      )}
    </>
  );
}

/** After a sign-in (the badge prints) or a sign-out; back home by itself. */
export function DoneScreen({ outcome, onHome }: { outcome: Outcome; onHome: () => void }) {
  const { t } = useTranslation('kiosk');
  const { token } = theme.useToken();
  useEffect(() => {
    const timer = window.setTimeout(onHome, doneScreenMs);
    return () => window.clearTimeout(timer);
  }, [onHome]);
  return (
    <section
      className="kiosk-panel"
      role="status"
      aria-live="polite"
      style={{
        maxWidth: 720,
        width: '100%',
        margin: '0 auto',
        display: 'grid',
        gap: 20,
        justifyItems: 'center',
        textAlign: 'center',
      }}
    >
      <CheckCircleFilled aria-hidden="true" style={{ fontSize: 72, color: token.colorSuccess }} />
      {outcome.kind === 'signedIn' ? (
        <SignedIn visit={outcome.visit} />
      ) : (
        <>
          <h2 style={{ fontSize: 32, margin: 0 }}>{t('done.goodbye')}</h2>
          <p style={{ fontSize: 22, margin: 0 }}>{t('done.signedOut', { count: outcome.count })}</p>
        </>
      )}
      <Button type="primary" size="large" onClick={onHome} style={{ minHeight: 64, minWidth: 240, fontSize: 22 }}>
        {t('done.finish')}
      </Button>
    </section>
  );
}
