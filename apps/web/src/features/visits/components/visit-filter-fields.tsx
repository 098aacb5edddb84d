import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/* Fields the visit searches' filter bars share, for a Form whose values name them alike. */

/** The longest text each filter takes (the contract's limits). */
const textLengths = { name: 100, phone: 30, vcompany: 100, empName: 100, visitType: 50, vType: 80 } as const;

/** The first and last day, always both (form value `days`). */
export function DaysFilter({ disabledDate }: { disabledDate?: (day: Dayjs) => boolean }) {
  const { t } = useTranslation('visits');
  return (
    <Form.Item name="days" label={t('filters.days')}>
      <DatePicker.RangePicker allowClear={false} disabledDate={disabledDate} style={{ width: 250 }} />
    </Form.Item>
  );
}

/** A text filter, labelled and limited by its name. */
export function TextFilter({ name, width }: { name: keyof typeof textLengths; width: number }) {
  const { t } = useTranslation('visits');
  return (
    <Form.Item name={name} label={t(`filters.${name}`)}>
      <Input allowClear maxLength={textLengths[name]} style={{ width }} />
    </Form.Item>
  );
}

export function SearchButton() {
  const { t } = useTranslation('visits');
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden="true" />}>
        {t('filters.search')}
      </Button>
    </Form.Item>
  );
}
