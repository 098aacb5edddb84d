import { visitStatuses } from '@vestibule/contract/rules/visit-status';
import { Button, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker } from '../../../components/department-picker';
import { useVisitorTags } from '../../../lib/visitor-tags';
import { useDepartmentTrees } from '../api/visits';
import type { DayRange, VisitFilters } from '../lib/visit-query';
import { DaysFilter, SearchButton, TextFilter } from './visit-filter-fields';

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

const fieldWidth = 180;

/** The list's filters in one bar; Search applies them, Reset goes back to the default range and no filter. */
export function VisitFilterBar({ filters, defaultRange, onSearch, disabledDate }: VisitFilterBarProps) {
  const { t } = useTranslation('visits');
  const [form] = Form.useForm<FilterValues>();
  const departments = useDepartmentTrees();
  const tags = useVisitorTags();
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
      ...(values.tagId ? { tagId: values.tagId } : {}),
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
      <DaysFilter disabledDate={disabledDate} />
      <TextFilter name="name" width={fieldWidth} />
      <TextFilter name="phone" width={fieldWidth} />
      <TextFilter name="vcompany" width={fieldWidth} />
      <TextFilter name="empName" width={fieldWidth} />
      <Form.Item label={t('filters.department')} htmlFor="visit-filters_empdeptid">
        {/* The picker takes the width of the bar's other fields. */}
        <div style={{ width: fieldWidth }}>
          <Form.Item name="empdeptid" noStyle>
            <DepartmentPicker departments={departments.data ?? []} placeholder={t('filters.anyDepartment')} />
          </Form.Item>
        </div>
      </Form.Item>
      <TextFilter name="visitType" width={fieldWidth} />
      <TextFilter name="vType" width={fieldWidth} />
      <Form.Item name="visitStatus" label={t('filters.status')}>
        <Select
          allowClear
          placeholder={t('filters.anyStatus')}
          style={{ width: fieldWidth }}
          options={visitStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </Form.Item>
      {(tags.data ?? []).length > 0 && (
        <Form.Item name="tagId" label={t('filters.tag')}>
          <Select
            allowClear
            placeholder={t('filters.anyTag')}
            style={{ width: fieldWidth }}
            showSearch={{ optionFilterProp: 'label' }}
            options={(tags.data ?? []).map((tag) => ({ value: tag.tid, label: tag.tagName }))}
          />
        </Form.Item>
      )}
      <SearchButton />
      <Form.Item>
        <Button onClick={reset}>{t('filters.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
