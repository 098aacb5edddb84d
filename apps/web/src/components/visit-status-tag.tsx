import { type ApprovalMark, type VisitStatus, visitStatusColours } from '@vestibule/contract/rules/visit-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalMarkTag } from './approval-mark-tag';

/**
 * The badge of a visit (spec section 4): its name in the interface language, its colour from the shared rule,
 * and the approval progress beside it. The names live with the visit list's texts; pages showing the badge load
 * the 'visits' area.
 */
export function VisitStatusTag({ status, approval }: { status: VisitStatus; approval?: ApprovalMark | undefined }) {
  const { t } = useTranslation('visits');
  // Side by side, or the approval under the status where the column is narrow, both at its left edge.
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      <Tag color={visitStatusColours[status]} data-colour={visitStatusColours[status]} style={{ marginInlineEnd: 0 }}>
        {t(`status.${status}`)}
      </Tag>
      <ApprovalMarkTag mark={approval} />
    </span>
  );
}
