import { approvalDecisions } from '@vestibule/contract/rules/approval-flow';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<number, string> = {
  [approvalDecisions.pending]: 'gold',
  [approvalDecisions.agreed]: 'green',
  [approvalDecisions.refused]: 'red',
  [approvalDecisions.closed]: 'default',
  [approvalDecisions.timedOut]: 'volcano',
};
const keys: Record<number, string> = {
  [approvalDecisions.pending]: 'state.pending',
  [approvalDecisions.agreed]: 'state.agreed',
  [approvalDecisions.refused]: 'state.refused',
  [approvalDecisions.closed]: 'state.closed',
  [approvalDecisions.timedOut]: 'state.timedOut',
};

/** One approver's decision: unresolved, agreed, refused, decided by another, or timed out. */
export function ApprovalStateTag({ status }: { status: number }) {
  const { t } = useTranslation('approvals');
  return <Tag color={colours[status] ?? 'default'}>{t(keys[status] ?? 'state.pending')}</Tag>;
}
