import type { Employee } from '@vestibule/contract/entities/employee';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueryOptions } from '../lib/api-query';

/** A chosen employee: id and the name shown for it. */
export interface EmployeeChoice {
  value: number;
  label: string;
}

const searchDelayMs = 300;

/** The employee lookup as the user types (getEmpByName: name, work number, phone or card number prefix). */
function useEmployeeSearch(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery(apiQueryOptions('getEmpByName', { name: settled }));
}

const detailOf = (employee: Employee) => [employee.empNo, employee.empPhone].filter(Boolean).join(' · ');

interface EmployeeSelectProps {
  id?: string;
  /** One choice, or several with `multiple`. */
  value?: EmployeeChoice | EmployeeChoice[] | null;
  onChange?: (value: EmployeeChoice | EmployeeChoice[] | null) => void;
  multiple?: boolean;
  /** Employees that cannot be chosen (the employee a proxy acts for). */
  exclude?: readonly number[];
  placeholder?: string;
  'aria-label'?: string;
}

/** Picks employees by searching the company's address book; keeps each choice's name for display. */
export function EmployeeSelect({ id, value, onChange, multiple, exclude = [], placeholder, ...aria }: EmployeeSelectProps) {
  const { t } = useTranslation('components');
  const [text, setText] = useState('');
  const search = useEmployeeSearch(text);
  const options = (search.data ?? [])
    .filter((employee) => !exclude.includes(employee.empid))
    .map((employee) => ({
      value: employee.empid,
      label: employee.empName,
      title: employee.empName,
      detail: detailOf(employee),
    }));
  return (
    <Select<EmployeeChoice | EmployeeChoice[]>
      id={id}
      aria-label={aria['aria-label']}
      mode={multiple ? 'multiple' : undefined}
      labelInValue
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(strip(next ?? null))}
      onOpenChange={(open) => !open && setText('')}
      loading={search.isFetching}
      placeholder={placeholder ?? t('picker.placeholder')}
      notFoundContent={search.isFetching ? t('picker.searching') : t('picker.none')}
      options={options}
      optionRender={(option) => (
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
          <span>{option.data.label}</span>
          <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{option.data.detail}</span>
        </span>
      )}
      style={{ width: '100%' }}
    />
  );
}

/** antd adds its own keys to labelInValue choices; the form keeps only id and name. */
function strip(value: EmployeeChoice | EmployeeChoice[] | null): EmployeeChoice | EmployeeChoice[] | null {
  const one = (choice: EmployeeChoice) => ({ value: Number(choice.value), label: String(choice.label ?? '') });
  if (value === null) return null;
  return Array.isArray(value) ? value.map(one) : one(value);
}
