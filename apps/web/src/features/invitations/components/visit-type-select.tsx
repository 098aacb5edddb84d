import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateTypeLabel } from '../../invitation-templates/lib/template-types';

/** The visit type: one of the template types, or another written in the search box. */
export function VisitTypeSelect({
  types,
  value,
  onChange,
  id,
}: {
  types: string[];
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('templates');
  const [search, setSearch] = useState('');
  const typed = search.trim().slice(0, 50);
  const known = [...types, ...(value && !types.includes(value) ? [value] : [])];
  const options = [
    ...known.map((type) => ({ value: type, label: templateTypeLabel(t, type) })),
    ...(typed && !known.includes(typed) ? [{ value: typed, label: typed }] : []),
  ];
  return (
    <Select
      id={id}
      showSearch={{
        onSearch: setSearch,
        filterOption: (input, option) =>
          String(option?.label ?? '')
            .toLowerCase()
            .includes(input.toLowerCase()),
      }}
      value={value}
      onChange={(next: string) => {
        setSearch('');
        onChange?.(next);
      }}
      options={options}
    />
  );
}
