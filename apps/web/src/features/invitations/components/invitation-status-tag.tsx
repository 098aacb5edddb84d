import { type ApprovalMark, type VisitStatus, visitStatusColours } from '@vestibule/contract/rules/visit-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalMarkTag } from '../../../components/approval-mark-tag';

/** An invitation's badge: sent, viewed, accepted, refused, signed in... in the interface language, with its approval. */
export function InvitationStatusTag({ status, approval }: { status: VisitStatus; approval?: ApprovalMark | undefined }) {
  const { t } = useTranslation('invitations');
  // Side by side, or the approval under the status where the column is narrow, both at its left edge.
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      <Tag color={visitStatusColours[status]} style={{ marginInlineEnd: 0 }}>
        {t(`status.${status}`)}
      </Tag>
      <ApprovalMarkTag mark={approval} />
    </span>
  );
}
