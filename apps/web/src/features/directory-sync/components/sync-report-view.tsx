import type { SyncReport } from '@vestibule/contract/endpoints/directory-sync';
import { Descriptions, List, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** What one sync run did: the counts, and every directory entry it could not take with why. */
export function SyncReportView({ report }: { report: SyncReport }) {
  const { t } = useTranslation('directory');
  const { token } = theme.useToken();
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        // antd's tertiary label colour is too faint for WCAG AA contrast.
        styles={{ label: { color: token.colorTextSecondary } }}
        items={[
          { key: 'source', label: t('report.source'), children: t(`source.${report.source}`) },
          { key: 'added', label: t('report.added'), children: report.added },
          { key: 'updated', label: t('report.updated'), children: report.updated },
          { key: 'left', label: t('report.left'), children: report.left },
        ]}
      />
      {report.errors.length > 0 && (
        <List
          size="small"
          header={t('report.errors', { count: report.errors.length })}
          dataSource={report.errors}
          renderItem={(error) => (
            <List.Item>
              {error.name}: {error.reason}
            </List.Item>
          )}
        />
      )}
    </>
  );
}
