import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { interimCardStatuses } from '@vestibule/contract/entities/interim-card';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { InterimCardFilters as Filters } from '../api/interim-cards';

interface FilterValues {
  days?: [Dayjs | null, Dayjs | null] | null;
  name?: string;
  empNo?: string;
  cardNo?: string;
  icStatus?: number | null;
}

/** The desk's search: request days, name and work-number prefixes, part of the card number, one status. */
export function InterimCardFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation('interimCards');
  const statusOptions = Object.entries(interimCardStatuses).map(([key, value]) => ({ value, label: t(`status.${key}`) }));
  const search = (values: FilterValues) =>
    onSearch({
      startDate: values.days?.[0]?.format('YYYY-MM-DD') ?? '',
      endDate: values.days?.[1]?.format('YYYY-MM-DD') ?? '',
      name: values.name?.trim() ?? '',
      empNo: values.empNo?.trim() ?? '',
      cardNo: values.cardNo?.trim() ?? '',
      icStatus: values.icStatus === undefined || values.icStatus === null ? '' : String(values.icStatus),
    });
  return (
    <Form<FilterValues>
      name="interim-card-filters"
      layout="inline"
      onFinish={search}
      aria-label={t('filters')}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="days" label={t('days')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 250 }} />
      </Form.Item>
      <Form.Item name="name" label={t('name')}>
        <Input allowClear maxLength={100} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="empNo" label={t('empNo')}>
        <Input allowClear maxLength={50} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="cardNo" label={t('cardNo')}>
        <Input allowClear maxLength={50} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="icStatus" label={t('status.label')}>
        <Select allowClear options={statusOptions} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden="true" />}>
          {t('search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
