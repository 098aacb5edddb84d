import type { VisitEvent, VisitWithTimeline } from '@vestibule/contract/entities/visit';
import { maskIdNumber } from '@vestibule/contract/rules/id-number';
import { approvalMark } from '@vestibule/contract/rules/visit-status';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Alert, Button, Descriptions, Drawer, Empty, Image, Skeleton, Space, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTicketUrl } from '../../../lib/downloads';
import { visitReasonLabel } from '../../../lib/visit-reasons';
import { customFieldsOfType, useCustomFields } from '../../../lib/visitor-types';
import { useVisit } from '../api/visits';
import { pdfUrl } from '../lib/visit-export';
import { customFields, formatInstant } from '../lib/visit-format';
import { trainingResultOf } from '../lib/training-result';
import { BadgePrintView } from './badge-print-view';
import { VisitTagsPicker } from './visit-tags-picker';
import { VisitFormsSection } from './visit-forms-section';
import { NoticeLog } from '../../../components/notice-log';
import { VisitStatusTag } from '../../../components/visit-status-tag';
import { ApprovalTrail } from '../../../components/approval-trail';

const eventColours: Record<VisitEvent['kind'], string> = {
  appointed: 'gray',
  authorized: 'blue',
  refused: 'red',
  signedIn: 'green',
  signedOut: 'blue',
  blacklisted: 'red',
};

/** One visit (spec section 3): every field of the visitor, the host, custom fields, and what happened as a timeline. */
export function VisitDrawer({ vid, onClose }: { vid: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('visits');
  const visit = useVisit(vid);
  const [printing, setPrinting] = useState(false);
  const openPdf = async (shown: VisitWithTimeline) => {
    // Opened now, while the click still allows a new tab; pointed at the PDF once the link is issued.
    const tab = window.open('about:blank', '_blank');
    try {
      const day = dayjs(shown.visitdate ?? shown.appointmentDate ?? Date.now()).format('YYYY-MM-DD');
      const url = pdfUrl(await downloadTicketUrl('VisitPdf', i18n.language), shown.vid, day);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
    }
  };
  return (
    <Drawer
      open
      onClose={onClose}
      size="large"
      title={visit.data ? visit.data.vname : t('drawer.title')}
      extra={
        visit.data ? (
          <Space>
            <Button
              icon={<PrinterOutlined aria-hidden="true" />}
              aria-label={t('drawer.badgeFor', { name: visit.data.vname })}
              onClick={() => setPrinting(true)}
            >
              {t('drawer.badge')}
            </Button>
            <Button
              icon={<FilePdfOutlined aria-hidden="true" />}
              aria-label={t('drawer.pdfFor', { name: visit.data.vname })}
              onClick={() => visit.data && void openPdf(visit.data)}
            >
              {t('drawer.pdf')}
            </Button>
          </Space>
        ) : null
      }
      destroyOnHidden
    >
      {visit.isError ? (
        <Alert type="warning" showIcon title={t('drawer.loadFailed')} />
      ) : visit.data ? (
        <VisitDetails visit={visit.data} />
      ) : (
        <Skeleton active />
      )}
      {printing && visit.data && <BadgePrintView visit={visit.data} onClose={() => setPrinting(false)} />}
    </Drawer>
  );
}

function VisitDetails({ visit }: { visit: VisitWithTimeline }) {
  const { t } = useTranslation('visits');
  const text = (value: string | number) => (value === '' ? '–' : value);
  const filledIn = customFields(visit.extendCol);
  // Custom fields are kept by key; the labels come from the visit's type's form, where it still has them.
  const definitions = useCustomFields({ enabled: filledIn.length > 0 });
  const labels = new Map(
    customFieldsOfType(definitions.data ?? [], visit.vType).map((field) => [field.fieldName, field.displayName]),
  );
  const items: Array<{ key: string; label: string; children: ReactNode }> = [
    { key: 'vphone', label: t('field.phone'), children: text(visit.vphone) },
    { key: 'vemail', label: t('field.email'), children: text(visit.vemail) },
    { key: 'vcompany', label: t('field.company'), children: text(visit.vcompany) },
    { key: 'certType', label: t('field.certType'), children: t(`certType.${visit.certType}`) },
    { key: 'cardId', label: t('field.cardId'), children: visit.cardId ? maskIdNumber(visit.cardId) : '–' },
    { key: 'visitType', label: t('field.visitType'), children: text(visitReasonLabel(t, visit.visitType)) },
    { key: 'vType', label: t('field.vType'), children: text(visit.vType) },
    { key: 'peopleCount', label: t('field.peopleCount'), children: visit.peopleCount },
    { key: 'memberName', label: t('field.memberName'), children: text(visit.memberName) },
    { key: 'plateNum', label: t('field.plateNum'), children: text(visit.plateNum) },
    { key: 'belongings', label: t('field.belongings'), children: text(visit.belongings) },
    {
      key: 'host',
      label: t('field.host'),
      children: [visit.empName, visit.empDeptName].filter(Boolean).join(' · ') || '–',
    },
    { key: 'appointment', label: t('column.appointment'), children: formatInstant(visit.appointmentDate) },
    { key: 'signIn', label: t('column.signIn'), children: formatInstant(visit.visitdate) },
    ...trainingLine(visit, t),
    { key: 'signOut', label: t('column.signOut'), children: formatInstant(visit.signOutDate) },
    { key: 'remark', label: t('field.remark'), children: text(visit.remark) },
    { key: 'tags', label: t('drawer.tags'), children: <VisitTagsPicker visit={visit} /> },
    ...filledIn.map((field, index) => ({
      key: `custom-${index}`,
      label: labels.get(field.label) ?? field.label,
      children: text(field.value),
    })),
  ];
  return (
    <Space orientation="vertical" size={24} style={{ width: '100%' }}>
      <div style={{ display: 'flex', gap: 20, alignItems: 'center', flexWrap: 'wrap' }}>
        {visit.vphoto ? (
          <Image
            src={visit.vphoto}
            alt={t('photoOf', { name: visit.vname })}
            width={160}
            height={200}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        ) : (
          <div
            style={{
              width: 160,
              height: 200,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 8,
              background: 'rgba(0, 0, 0, 0.04)',
            }}
          >
            <Typography.Text type="secondary">{t('drawer.noPhoto')}</Typography.Text>
          </div>
        )}
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {visit.vname}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
            {visit.vcompany}
          </Typography.Paragraph>
          <VisitStatusTag status={visit.visitStatus} approval={approvalMark(visit)} />
        </div>
      </div>
      <Descriptions bordered size="small" column={1} items={items} aria-label={t('drawer.details')} />
      <VisitFormsSection vid={visit.vid} />
      <section aria-label={t('drawer.timeline')}>
        <Typography.Title level={5}>{t('drawer.timeline')}</Typography.Title>
        {visit.events.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('drawer.noEvents')} />
        ) : (
          <Timeline
            items={visit.events.map((event, index) => ({
              key: index,
              color: eventColours[event.kind],
              content: <EventText event={event} />,
            }))}
          />
        )}
      </section>
      <ApprovalTrail vid={visit.vid} />
      <NoticeLog vid={visit.vid} />
    </Space>
  );
}

function EventText({ event }: { event: VisitEvent }) {
  const { t } = useTranslation('visits');
  const details = [
    event.operator && t('event.by', { name: event.operator }),
    event.gate && t('event.gate', { gate: event.gate }),
    event.reason && t('event.reason', { reason: event.reason }),
  ].filter(Boolean);
  return (
    <>
      <Typography.Text strong>{t(`event.${event.kind}`)}</Typography.Text>{' '}
      <Typography.Text type="secondary">{formatInstant(event.at)}</Typography.Text>
      {details.length > 0 && <div>{details.join(' · ')}</div>}
    </>
  );
}

/** The safety-training result the visit was signed in with, when there was one: score, pass mark, date. */
function trainingLine(
  visit: Parameters<typeof trainingResultOf>[0],
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const result = trainingResultOf(visit);
  if (!result) return [];
  const text = t('drawer.trainingResult', {
    score: result.score,
    passMark: result.passMark ?? '–',
    date: result.takenAt ? formatInstant(result.takenAt) : '–',
    until: result.validUntil ?? '–',
  });
  return [{ key: 'training', label: t('drawer.training'), children: text }];
}
