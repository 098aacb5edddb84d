import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ScanOutlined from '@ant-design/icons/ScanOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployeeSearchField, EmployeeSearchBar } from '../../../components/employee-search-bar';
import { stateKeys } from '../lib/employee-states';

interface EmployeeToolbarProps {
  searchField: EmployeeSearchField;
  state?: number;
  onSearch: (field: EmployeeSearchField, text: string) => void;
  onState: (state: number | undefined) => void;
  onAdd: () => void;
  onImport: () => void;
  onExport: () => void;
  exporting: boolean;
  onRegisterAllFaces: () => void;
  registeringFaces: boolean;
  /** More ways to import, beside the spreadsheet import (the directory sync's menu). */
  importMenu?: ReactNode;
}

const searchFields: EmployeeSearchField[] = ['empName', 'empNo', 'phone'];

/** Search by name, work number or phone, the state filter, and adding, importing and exporting. */
export function EmployeeToolbar(props: EmployeeToolbarProps) {
  const { t } = useTranslation('people');
  const { searchField, state, onSearch, onState, onAdd, onImport, onExport, exporting, importMenu } = props;
  const { onRegisterAllFaces, registeringFaces } = props;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 16 }}>
      <Space wrap size={8}>
        <EmployeeSearchBar fields={searchFields} field={searchField} onSearch={onSearch} />
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
        {importMenu}
        <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={onExport} loading={exporting}>
          {t('list.export')}
        </Button>
        <Button icon={<ScanOutlined aria-hidden="true" />} onClick={onRegisterAllFaces} loading={registeringFaces}>
          {t('face.registerAll')}
        </Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={onAdd}>
          {t('employee.add')}
        </Button>
      </Space>
    </div>
  );
}
