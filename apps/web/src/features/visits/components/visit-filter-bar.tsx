import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { visitStatuses } from '@vestibule/contract/rules/visit-status';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker } from '../../../components/department-picker';
import { useDepartmentTrees } from '../api/visits';
import type { DayRange, VisitFilters } from '../lib/visit-query';

interface FilterValues extends Omit<VisitFilters, 'date' | 'endDate'> {
  days?: [Dayjs, Dayjs];
}

interface VisitFilterBarProps {
  filters: VisitFilters;
  /** The range Reset goes back to. */
  defaultRange: DayRange;
  onSearch: (filters: VisitFilters) => void;
  /** Days that cannot be chosen (history has only past days). */
  disabledDate?: (day: Dayjs) => boolean;
}

const valuesOf = (filters: VisitFilters): FilterValues => ({
  ...filters,
  days: [dayjs(filters.date), dayjs(filters.endDate)],
});

const fieldWidth = { width: 180 };

/** The list's filters in one bar; Search applies them, Reset goes back to the default range and no filter. */
export function VisitFilterBar({ filters, defaultRange, onSearch, disabledDate }: VisitFilterBarProps) {
  const { t } = useTranslation('visits');
  const [form] = Form.useForm<FilterValues>();
  const departments = useDepartmentTrees();
  // The URL is the truth: back, forward and a reload show what is searched.
  useEffect(() => form.setFieldsValue(valuesOf(filters)), [filters, form]);

  const search = ({ days, ...values }: FilterValues) => {
    const range = days ?? [dayjs(defaultRange.date), dayjs(defaultRange.endDate)];
    onSearch({
      name: values.name ?? '',
      phone: values.phone ?? '',
      vcompany: values.vcompany ?? '',
      empName: values.empName ?? '',
      visitType: values.visitType ?? '',
      vType: values.vType ?? '',
      ...(values.empdeptid ? { empdeptid: values.empdeptid } : {}),
      ...(values.visitStatus ? { visitStatus: values.visitStatus } : {}),
      date: range[0].format('YYYY-MM-DD'),
      endDate: range[1].format('YYYY-MM-DD'),
    });
  };
  const reset = () => onSearch({ ...defaultRange, name: '', phone: '', vcompany: '', empName: '', visitType: '', vType: '' });

  return (
    <Form<FilterValues>
      form={form}
      name="visit-filters"
      layout="inline"
      initialValues={valuesOf(filters)}
      onFinish={search}
      aria-label={t('filters.label')}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="days" label={t('filters.days')}>
        <DatePicker.RangePicker allowClear={false} disabledDate={disabledDate} style={{ width: 250 }} />
      </Form.Item>
      <Form.Item name="name" label={t('filters.name')}>
        <Input allowClear maxLength={100} style={fieldWidth} />
      </Form.Item>
      <Form.Item name="phone" label={t('filters.phone')}>
        <Input allowClear maxLength={30} style={fieldWidth} />
      </Form.Item>
      <Form.Item name="vcompany" label={t('filters.vcompany')}>
        <Input allowClear maxLength={100} style={fieldWidth} />
      </Form.Item>
      <Form.Item name="empName" label={t('filters.empName')}>
        <Input allowClear maxLength={100} style={fieldWidth} />
      </Form.Item>
      <Form.Item label={t('filters.department')} htmlFor="visit-filters_empdeptid">
        {/* The picker takes the width of the bar's other fields. */}
        <div style={fieldWidth}>
          <Form.Item name="empdeptid" noStyle>
            <DepartmentPicker departments={departments.data ?? []} placeholder={t('filters.anyDepartment')} />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="visitType" label={t('filters.visitType')}>
        <Input allowClear maxLength={50} style={fieldWidth} />
      </Form.Item>
      <Form.Item name="vType" label={t('filters.vType')}>
        <Input allowClear maxLength={80} style={fieldWidth} />
      </Form.Item>
      <Form.Item name="visitStatus" label={t('filters.status')}>
        <Select
          allowClear
          placeholder={t('filters.anyStatus')}
          style={fieldWidth}
          options={visitStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden="true" />}>
          {t('filters.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={reset}>{t('filters.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
