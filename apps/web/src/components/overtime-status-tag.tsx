import { overtimeStatuses } from '@vestibule/contract/endpoints/overtime';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Dark colours: the tag's text keeps a WCAG AA contrast in each.
const looks: Record<number, { colour: string; key: string }> = {
  [overtimeStatuses.pending]: { colour: '#874d00', key: 'overtimeStatus.pending' },
  [overtimeStatuses.agreed]: { colour: '#237804', key: 'overtimeStatus.agreed' },
  [overtimeStatuses.refused]: { colour: '#a8071a', key: 'overtimeStatus.refused' },
};

/** An overtime record's status: pending, agreed or refused. */
export function OvertimeStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const look = looks[status] ?? looks[overtimeStatuses.pending]!;
  return (
    <Tag color={look.colour} style={{ marginInlineEnd: 0 }}>
      {t(look.key)}
    </Tag>
  );
}
