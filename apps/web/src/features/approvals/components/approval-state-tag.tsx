import { approvalDecisions } from '@vestibule/contract/rules/approval-flow';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Dark solid colours: the tag's white text keeps a WCAG AA contrast on each.
const colours: Record<number, string> = {
  [approvalDecisions.pending]: '#874d00',
  [approvalDecisions.agreed]: '#237804',
  [approvalDecisions.refused]: '#a8071a',
  [approvalDecisions.closed]: '#595959',
  [approvalDecisions.timedOut]: '#ad2102',
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
  return <Tag color={colours[status] ?? '#595959'}>{t(keys[status] ?? 'state.pending')}</Tag>;
}
