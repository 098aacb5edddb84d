import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Alert, Button, ConfigProvider, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from './panel';

interface ListPanelProps {
  title: string;
  /** The add button's text; it stands in the header, or in the middle while the list has nobody at all. */
  addLabel: string;
  onAdd: () => void;
  /** What the panel says when the list did not load, has nobody at all, or has nobody matching the search. */
  texts: { loadFailed: string; emptyTitle: string; emptyText: string; noMatch: string };
  loadFailed: boolean;
  /** Nobody at all, as opposed to nobody matching a search. */
  empty: boolean;
  /** The search and the actions above the table. */
  toolbar: ReactNode;
  /** The table. */
  children: ReactNode;
}

/** A list people are added to and removed from, in a panel: the table, or why there is none. */
export function ListPanel({ title, addLabel, onAdd, texts, loadFailed, empty, toolbar, children }: ListPanelProps) {
  const addButton = (
    <Button type="primary" icon={<UserAddOutlined aria-hidden="true" />} onClick={onAdd}>
      {addLabel}
    </Button>
  );
  return (
    <Panel title={title} extra={empty ? undefined : addButton}>
      {loadFailed ? (
        <Alert type="warning" showIcon title={texts.loadFailed} />
      ) : empty ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <span style={{ display: 'inline-block', maxWidth: 460 }}>
              <Typography.Text strong>{texts.emptyTitle}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{texts.emptyText}</Typography.Text>
            </span>
          }
        >
          {addButton}
        </Empty>
      ) : (
        <>
          {toolbar}
          <ConfigProvider renderEmpty={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.noMatch} />}>
            {children}
          </ConfigProvider>
        </>
      )}
    </Panel>
  );
}
