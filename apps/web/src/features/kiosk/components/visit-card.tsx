import type { Visit } from '@vestibule/contract/entities/visit';
import { useTranslation } from 'react-i18next';
import { kioskTime } from './kiosk-frame';

/** Who is expected, whom they visit and when: what a visitor checks before signing in. */
export function VisitCard({ visit }: { visit: Visit }) {
  const { t } = useTranslation('kiosk');
  const at = visit.appointmentDate ?? visit.visitdate;
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 24px', margin: 0, fontSize: 22 }}>
      <dt style={{ color: 'rgba(0,0,0,0.6)' }}>{t('visit.name')}</dt>
      <dd style={{ margin: 0, fontWeight: 600 }}>{visit.vname}</dd>
      <dt style={{ color: 'rgba(0,0,0,0.6)' }}>{t('visit.host')}</dt>
      <dd style={{ margin: 0 }}>{visit.empName || '-'}</dd>
      <dt style={{ color: 'rgba(0,0,0,0.6)' }}>{t('visit.time')}</dt>
      <dd style={{ margin: 0 }}>{at === null ? '-' : kioskTime(at)}</dd>
    </dl>
  );
}
