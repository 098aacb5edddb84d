import type { DepotFormRecord, VipFormRecord } from '@vestibule/contract/entities/visit-form';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/*
 * A form filled at sign-in (decision 0037), as the visit drawer and the
 * deliveries list show it. Its texts load on their own: suspending would
 * unmount the drawer around it.
 */

const dash = (value: string | number) => (value === '' ? '–' : value);

type DepotLines = Pick<DepotFormRecord, 'goods' | 'tools'>;

/** The goods and the tools of a depot record, a small table each. */
export function DepotLinesTables({ form }: { form: DepotLines }) {
  const { t, ready } = useTranslation('visitForms', { useSuspense: false });
  if (!ready) return null;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Table
        size="small"
        pagination={false}
        aria-label={t('depot.goods')}
        title={() => <Typography.Text strong>{t('depot.goods')}</Typography.Text>}
        rowKey={(_, index) => String(index)}
        dataSource={form.goods}
        locale={{ emptyText: t('depot.nothing') }}
        columns={[
          { key: 'name', title: t('depot.name'), dataIndex: 'name' },
          { key: 'quantity', title: t('depot.quantity'), dataIndex: 'quantity', align: 'right', width: 110 },
          { key: 'unit', title: t('depot.unit'), dataIndex: 'unit', width: 110, render: dash },
        ]}
      />
      <Table
        size="small"
        pagination={false}
        aria-label={t('depot.tools')}
        title={() => <Typography.Text strong>{t('depot.tools')}</Typography.Text>}
        rowKey={(_, index) => String(index)}
        dataSource={form.tools}
        locale={{ emptyText: t('depot.nothing') }}
        columns={[
          { key: 'name', title: t('depot.name'), dataIndex: 'name' },
          { key: 'quantity', title: t('depot.quantity'), dataIndex: 'quantity', align: 'right', width: 110 },
        ]}
      />
    </div>
  );
}

export function DepotFormDetails({ form }: { form: DepotFormRecord }) {
  const { t, ready } = useTranslation('visitForms', { useSuspense: false });
  if (!ready) return null;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DepotLinesTables form={form} />
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'plateNum', label: t('depot.plateNum'), children: dash(form.plateNum) },
          { key: 'deliveryNoteNo', label: t('depot.deliveryNoteNo'), children: dash(form.deliveryNoteNo) },
          { key: 'remark', label: t('depot.remark'), children: dash(form.remark) },
        ]}
      />
    </div>
  );
}

export function VipFormDetails({ form }: { form: VipFormRecord }) {
  const { t, ready } = useTranslation('visitForms', { useSuspense: false });
  if (!ready) return null;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'guestTitle', label: t('vip.guestTitle'), children: dash(form.guestTitle) },
        { key: 'partySize', label: t('vip.partySize'), children: form.partySize },
        { key: 'receptionLevel', label: t('vip.receptionLevel'), children: t(`vip.level.${form.receptionLevel}`) },
        {
          key: 'services',
          label: t('vip.services'),
          children: dash(form.services.map((service) => t(`vip.service.${service}`)).join(', ')),
        },
        { key: 'arrivalTime', label: t('vip.arrivalTime'), children: dash(form.arrivalTime) },
        { key: 'specialRequests', label: t('vip.specialRequests'), children: dash(form.specialRequests) },
      ]}
    />
  );
}
