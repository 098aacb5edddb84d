import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchField } from '../api/employees';
import { stateKeys } from '../lib/employee-states';

interface EmployeeToolbarProps {
  searchField: SearchField;
  state?: number;
  onSearch: (field: SearchField, text: string) => void;
  onState: (state: number | undefined) => void;
  onAdd: () => void;
  onImport: () => void;
  onExport: () => void;
  exporting: boolean;
}

const searchFields: SearchField[] = ['empName', 'empNo', 'phone'];

/** Search by name, work number or phone, the state filter, and adding, importing and exporting. */
export function EmployeeToolbar(props: EmployeeToolbarProps) {
  const { t } = useTranslation('people');
  const { searchField, state, onSearch, onState, onAdd, onImport, onExport, exporting } = props;
  const [text, setText] = useState('');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 16 }}>
      <Space wrap size={8}>
        <Space.Compact>
          <Select<SearchField>
            aria-label={t('list.searchBy')}
            value={searchField}
            onChange={(field) => onSearch(field, text)}
            options={searchFields.map((field) => ({ value: field, label: t(`list.searchField.${field}`) }))}
            style={{ width: 120 }}
          />
          <Input.Search
            allowClear
            aria-label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // Clearing the box shows everyone again at once.
              if (event.target.value === '') onSearch(searchField, '');
            }}
            onSearch={(value) => onSearch(searchField, value)}
            style={{ width: 160 }}
          />
        </Space.Compact>
        <Select<number | 'any'>
          aria-label={t('list.stateFilter')}
          value={state ?? 'any'}
          onChange={(value) => onState(value === 'any' ? undefined : value)}
          options={[
            { value: 'any', label: t('list.anyState') },
            ...stateKeys.map((key, value) => ({ value, label: t(`state.${key}`) })),
          ]}
          style={{ width: 130 }}
        />
      </Space>
      <Space wrap size={8}>
        <Button icon={<UploadOutlined aria-hidden="true" />} onClick={onImport}>
          {t('list.import')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={onExport} loading={exporting}>
          {t('list.export')}
        </Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={onAdd}>
          {t('employee.add')}
        </Button>
      </Space>
    </div>
  );
}
