import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { overtimeStatuses } from '@vestibule/contract/endpoints/overtime';
import { Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CheckboxList } from '../../../components/checkbox-list';

export interface OvertimeFilterValues {
  empName?: string;
  empNo?: string;
  days?: [Dayjs, Dayjs] | null;
  slist?: number[];
}

/** The list's search: name and work-number prefixes, overtime days (optional), and statuses (none ticked: any). */
export function OvertimeFilters({ onSearch }: { onSearch: (values: OvertimeFilterValues) => void }) {
  const { t } = useTranslation('overtime');
  const { t: common } = useTranslation();
  const statusOptions = [
    { value: overtimeStatuses.pending, label: common('overtimeStatus.pending') },
    { value: overtimeStatuses.agreed, label: common('overtimeStatus.agreed') },
    { value: overtimeStatuses.refused, label: common('overtimeStatus.refused') },
  ];
  return (
    <Form<OvertimeFilterValues>
      name="overtime-filters"
      layout="inline"
      initialValues={{ slist: [] }}
      onFinish={onSearch}
      aria-label={t('filters')}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="empName" label={t('empName')}>
        <Input allowClear maxLength={100} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="empNo" label={t('empNo')}>
        <Input allowClear maxLength={50} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="days" label={t('days')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 250 }} />
      </Form.Item>
      <Form.Item name="slist" label={t('status')}>
        <CheckboxList options={statusOptions} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden="true" />}>
          {t('search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
