import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface RecordFilterValues {
  days?: [Dayjs | null, Dayjs | null] | null;
  vname?: string;
  mobile?: string;
  company?: string;
  deviceCode?: string;
  direction?: string;
  openStatus?: string;
  passWay?: string;
}

/** The record page's search (getOpendoorInfo's filters). */
export function RecordFilters({ onSearch }: { onSearch: (values: RecordFilterValues) => void }) {
  const { t } = useTranslation('doorAccess');
  const any = { value: '', label: t('records.any') };
  return (
    <Form<RecordFilterValues>
      name="record-filters"
      layout="inline"
      initialValues={{ direction: '', openStatus: '', passWay: '' }}
      onFinish={onSearch}
      aria-label={t('records.filters')}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="days" label={t('records.days')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 250 }} />
      </Form.Item>
      <Form.Item name="vname" label={t('records.name')}>
        <Input allowClear maxLength={100} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="mobile" label={t('records.phone')}>
        <Input allowClear maxLength={20} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="company" label={t('records.company')}>
        <Input allowClear maxLength={100} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="deviceCode" label={t('device.code')}>
        <Input allowClear maxLength={64} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="direction" label={t('records.direction')}>
        <Select
          style={{ width: 110 }}
          options={[any, { value: 'in', label: t('direction.in') }, { value: 'out', label: t('direction.out') }]}
        />
      </Form.Item>
      <Form.Item name="openStatus" label={t('records.result')}>
        <Select
          style={{ width: 110 }}
          options={[any, { value: '1', label: t('result.opened') }, { value: '0', label: t('result.refused') }]}
        />
      </Form.Item>
      <Form.Item name="passWay" label={t('records.way')}>
        <Select
          style={{ width: 110 }}
          options={[any, { value: 'qr', label: t('way.qr') }, { value: 'card', label: t('way.card') }]}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('records.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
