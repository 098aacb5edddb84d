import type { OvertimeRecord } from '@vestibule/contract/endpoints/overtime';
import { overtimeStatuses } from '@vestibule/contract/endpoints/overtime';
import { Button, Modal, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideOvertime } from '../api/overtime';

export type Decision = typeof overtimeStatuses.agreed | typeof overtimeStatuses.refused;

/** The days of a record as people read them. */
export const daysOf = (record: OvertimeRecord) => record.oDates.split(',').join(', ');

/**
 * Agreeing to or refusing overtime, after asking: one record from its row, or
 * the records chosen with the table's check boxes (only pending ones can be chosen).
 */
export function useOvertimeDecisions() {
  const { t } = useTranslation('overtime');
  const decide = useDecideOvertime();
  const [modal, holder] = Modal.useModal();
  const [selected, setSelected] = useState<number[]>([]);

  const ask = (oids: number[], status: Decision) => {
    const agreeing = status === overtimeStatuses.agreed;
    const count = oids.length;
    void modal.confirm({
      title: t(agreeing ? 'agreeTitle' : 'refuseTitle', { count }),
      content: t('final'),
      okText: t(agreeing ? 'agree' : 'refuse'),
      okButtonProps: { danger: !agreeing },
      cancelText: t('cancel'),
      onOk: () =>
        decide
          .mutateAsync({ oids, status, done: t(agreeing ? 'agreed' : 'refused', { count }) })
          .then(() => setSelected((current) => current.filter((oid) => !oids.includes(oid))))
          .catch(() => undefined),
    });
  };

  const count = selected.length;
  const buttons = (
    <Space wrap>
      <Button type="primary" disabled={count === 0} onClick={() => ask(selected, overtimeStatuses.agreed)}>
        {count ? t('agreeSelectedCount', { count }) : t('agreeSelected')}
      </Button>
      <Button danger disabled={count === 0} onClick={() => ask(selected, overtimeStatuses.refused)}>
        {count ? t('refuseSelectedCount', { count }) : t('refuseSelected')}
      </Button>
    </Space>
  );
  const rowSelection: TableProps<OvertimeRecord>['rowSelection'] = {
    selectedRowKeys: selected,
    onChange: (keys) => setSelected(keys.map(Number)),
    getCheckboxProps: (record) => ({
      disabled: record.status !== overtimeStatuses.pending,
      'aria-label': t('select', { name: record.empName, days: daysOf(record) }),
    }),
  };
  return { holder, buttons, rowSelection, ask, clear: () => setSelected([]) };
}
