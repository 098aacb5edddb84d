import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateTypeLabel } from '../../../lib/invitation-templates';

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
  const listed = known.map((type) => ({ value: type, label: templateTypeLabel(t, type) }));
  // A type written in the box is offered unless it names one listed already (in any letter case).
  const isListed = listed.some(
    (option) =>
      option.value === typed ||
      option.label.toLowerCase() === typed.toLowerCase() ||
      option.value.toLowerCase() === typed.toLowerCase(),
  );
  const options = [...listed, ...(typed && !isListed ? [{ value: typed, label: typed }] : [])];
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
