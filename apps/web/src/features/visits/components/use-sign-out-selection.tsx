import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import type { Visit } from '@vestibule/contract/entities/visit';
import { Button, Modal, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBatchSignOut } from '../api/visits';
import { useOperator } from '../lib/use-operator';

/**
 * Signing out the visitors chosen in a list, after asking: the table's check
 * boxes (only visitors on site can be chosen) and the button that asks. `V`
 * is the table's row: a visit, or a visit with more.
 */
export function useSignOutSelection<V extends Visit = Visit>() {
  const { t } = useTranslation('visits');
  const operator = useOperator();
  const batchSignOut = useBatchSignOut();
  const [modal, holder] = Modal.useModal();
  const [selected, setSelected] = useState<number[]>([]);

  const confirmSignOut = () =>
    void modal.confirm({
      title: t('signOut.batchTitle', { count: selected.length }),
      content: t('signOut.batchText'),
      okText: t('signOut.action'),
      cancelText: t('cancel'),
      onOk: () =>
        batchSignOut
          .mutateAsync({ vids: selected, operator, done: t('signOut.batchDone', { count: selected.length }) })
          .then(() => setSelected([]))
          .catch(() => undefined),
    });

  const button = (
    <Button icon={<LogoutOutlined aria-hidden="true" />} disabled={selected.length === 0} onClick={confirmSignOut}>
      {selected.length ? t('signOut.selectedCount', { count: selected.length }) : t('signOut.selected')}
    </Button>
  );
  const rowSelection: TableProps<V>['rowSelection'] = {
    selectedRowKeys: selected,
    onChange: (keys) => setSelected(keys.map(Number)),
    getCheckboxProps: (visit) => ({
      disabled: visit.visitStatus !== 'signedIn',
      'aria-label': t('select', { name: visit.vname }),
    }),
  };
  return { holder, button, rowSelection, clear: () => setSelected([]) };
}
