import type { ApprovalMark } from '@vestibule/contract/rules/visit-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<ApprovalMark, string> = { awaiting: 'gold', approved: 'cyan' };

/** The approval progress beside a visit's or an invitation's status badge: awaiting approval, or approved. */
export function ApprovalMarkTag({ mark }: { mark: ApprovalMark | undefined }) {
  const { t } = useTranslation('components');
  if (!mark) return null;
  return (
    <Tag color={colours[mark]} style={{ marginInlineEnd: 0 }}>
      {t(`approvalMark.${mark}`)}
    </Tag>
  );
}
