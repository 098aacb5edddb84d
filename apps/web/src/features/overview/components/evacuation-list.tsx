import type { OnSiteVisit } from '@vestibule/contract/endpoints/overview';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/*
 * The evacuation list: everyone on site, drawn over the console and printed
 * on A4. While it is open the print stylesheet hides everything else.
 */

const printStyles = `
@page { size: A4; margin: 12mm; }
.evacuation-list { position: fixed; inset: 0; z-index: 2000; overflow: auto; background: #fff; color: #000;
  padding: 24px; font-size: 13px; }
.evacuation-list h1 { font-size: 20px; margin: 0 0 4px; }
.evacuation-list table { width: 100%; border-collapse: collapse; margin-top: 12px; }
.evacuation-list th, .evacuation-list td { border: 1px solid #999; padding: 4px 6px; text-align: left; vertical-align: top;
  word-break: break-word; }
.evacuation-list th { background: #f0f0f0; }
.evacuation-list .check { width: 64px; white-space: nowrap; }
.evacuation-list tr { break-inside: avoid; }
.evacuation-list thead { display: table-header-group; }
@media print {
  body > *:not(.evacuation-list) { display: none !important; }
  .evacuation-list { position: static; padding: 0; overflow: visible; font-size: 10pt; }
  .evacuation-list .no-print { display: none; }
}
`;

export function EvacuationList({ visits, onClose }: { visits: OnSiteVisit[]; onClose: () => void }) {
  const { t } = useTranslation('overview');
  useEffect(() => {
    // After the list is drawn; the dialog blocks until printed or cancelled.
    const timer = setTimeout(() => window.print(), 100);
    return () => clearTimeout(timer);
  }, []);
  return createPortal(
    <div className="evacuation-list" role="dialog" aria-modal="true" aria-labelledby="evacuation-title">
      <style>{printStyles}</style>
      <div className="no-print" style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginBottom: 12 }}>
        <Button onClick={() => window.print()}>{t('evacuation.print')}</Button>
        <Button type="primary" onClick={onClose}>
          {t('evacuation.close')}
        </Button>
      </div>
      <h1 id="evacuation-title">{t('evacuation.title')}</h1>
      <p style={{ margin: 0 }}>
        {t('evacuation.printedAt', { time: dayjs().format('YYYY-MM-DD HH:mm') })} ·{' '}
        {t('evacuation.total', { count: visits.length })}
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('columns.name')}</th>
            <th>{t('columns.company')}</th>
            <th>{t('columns.phone')}</th>
            <th>{t('columns.host')}</th>
            <th>{t('columns.hostPhone')}</th>
            <th>{t('columns.signedInAt')}</th>
            <th>{t('columns.gate')}</th>
            <th className="check">{t('evacuation.accounted')}</th>
          </tr>
        </thead>
        <tbody>
          {visits.map((visit, index) => (
            <tr key={visit.vid}>
              <td>{index + 1}</td>
              <td>{visit.vname}</td>
              <td>{visit.vcompany}</td>
              <td>{visit.vphone}</td>
              <td>{visit.empName}</td>
              <td>{visit.empPhone}</td>
              <td>{dayjs(visit.visitdate).format('MM-DD HH:mm')}</td>
              <td>{visit.signInGate}</td>
              <td className="check" />
            </tr>
          ))}
          {visits.length === 0 && (
            <tr>
              <td colSpan={9}>{t('evacuation.nobody')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
