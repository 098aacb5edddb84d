import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The employee columns a list can be searched by (a prefix of each). */
export type EmployeeSearchField = 'empName' | 'empNo' | 'phone';

interface EmployeeSearchBarProps<F extends EmployeeSearchField> {
  /** The fields offered, in order. */
  fields: readonly F[];
  field: F;
  onSearch: (field: F, text: string) => void;
}

/** Search employees by name, work number or phone: the field, the text, Enter or the button to search. */
export function EmployeeSearchBar<F extends EmployeeSearchField>({ fields, field, onSearch }: EmployeeSearchBarProps<F>) {
  const { t } = useTranslation('components');
  const [text, setText] = useState('');
  return (
    <Space.Compact>
      <Select<F>
        aria-label={t('search.by')}
        value={field}
        onChange={(next) => onSearch(next, text)}
        options={fields.map((value) => ({ value, label: t(`search.field.${value}`) }))}
        style={{ width: 120 }}
      />
      <Input.Search
        allowClear
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Clearing the box shows everyone again at once.
          if (event.target.value === '') onSearch(field, '');
        }}
        onSearch={(value) => onSearch(field, value)}
        style={{ width: 180 }}
      />
    </Space.Compact>
  );
}
