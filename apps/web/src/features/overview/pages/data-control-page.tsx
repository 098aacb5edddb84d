import { type DataControl, visitListColumns, visitorKinds } from '@vestibule/contract/data-control';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxList } from '../../../components/checkbox-list';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useDataControlQuery, useSaveDataControl } from '../../../lib/data-control';

/** /data: which columns and visitor kinds the company's visit lists show. */
export function DataControlPage() {
  const { t } = useTranslation('overview');
  const saved = useDataControlQuery();
  const save = useSaveDataControl();
  // The saved choice until the manager changes a box.
  const [edited, setChoice] = useState<DataControl>();
  const choice = edited ?? saved.data;
  // From the latest choice, so two quick changes in a row both count.
  const change = (part: Partial<DataControl>) =>
    setChoice((latest) => {
      const base = latest ?? saved.data;
      return base && { ...base, ...part };
    });
  const missing = choice && (choice.columns.length === 0 || choice.kinds.length === 0);
  return (
    <>
      <PageTitle title={t('dataControl.title')} description={t('dataControl.description')} />
      {saved.isError && <Alert type="warning" showIcon title={t('loadFailed')} style={{ marginBottom: 16 }} />}
      <Panel title={t('dataControl.lists')}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('dataControl.columns')}</legend>
            <CheckboxList
              value={choice?.columns ?? []}
              disabled={!choice}
              onChange={(columns) => change({ columns })}
              options={visitListColumns.map((column) => ({ value: column, label: t(`dataControl.column.${column}`) }))}
            />
          </fieldset>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('dataControl.kinds')}</legend>
            <CheckboxList
              value={choice?.kinds ?? []}
              disabled={!choice}
              onChange={(kinds) => change({ kinds })}
              options={visitorKinds.map((kind) => ({ value: kind, label: t(`dataControl.kind.${kind}`) }))}
            />
          </fieldset>
          {missing && <Typography.Text type="danger">{t('dataControl.chooseOne')}</Typography.Text>}
          <Button
            type="primary"
            disabled={!choice || missing}
            loading={save.isPending}
            onClick={() => choice && save.mutate({ choice, done: t('dataControl.saved') })}
          >
            {t('dataControl.save')}
          </Button>
        </Space>
      </Panel>
    </>
  );
}
