import type { HolidayImportResult } from '@vestibule/contract/endpoints/holidays';
import { Alert, Button, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useImportHolidays } from '../api/holidays';

/** Imports a year of the public holiday list; days already marked stay as they are. Shows what was added. */
export function HolidayImport({ initialYear }: { initialYear: number }) {
  const { t } = useTranslation('calendar');
  const importYear = useImportHolidays();
  const [result, setResult] = useState<HolidayImportResult | null>(null);
  return (
    <Panel title={t('import.title')}>
      <Form
        layout="inline"
        name="holiday-import"
        initialValues={{ year: initialYear }}
        onFinish={({ year }: { year: number }) => {
          setResult(null);
          importYear.mutate(year, { onSuccess: setResult });
        }}
      >
        <Form.Item
          name="year"
          label={t('import.year')}
          rules={[{ required: true, type: 'integer', min: 1970, max: 2100, message: t('import.yearRange') }]}
        >
          <InputNumber min={1970} max={2100} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={importYear.isPending}>
          {t('import.submit')}
        </Button>
      </Form>
      <p style={{ marginBottom: 0, marginTop: 12 }}>{t('import.hint')}</p>
      {result && (
        <Alert
          role="status"
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          title={t('import.result', { year: result.year, added: result.added, skipped: result.skipped })}
        />
      )}
    </Panel>
  );
}
