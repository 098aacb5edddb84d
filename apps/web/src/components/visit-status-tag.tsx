import { type VisitStatus, visitStatusColours } from '@vestibule/contract/rules/visit-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The badge of a visit (spec section 4): its name in the interface language, its colour from the shared rule.
 * The names live with the visit list's texts; pages showing the badge load the 'visits' area.
 */
export function VisitStatusTag({ status, awaitingApproval = false }: { status: VisitStatus; awaitingApproval?: boolean }) {
  const { t } = useTranslation('visits');
  return (
    <>
      <Tag color={visitStatusColours[status]} data-colour={visitStatusColours[status]} style={{ marginInlineEnd: 0 }}>
        {t(`status.${status}`)}
      </Tag>
      {awaitingApproval && (
        <Tag color="gold" style={{ marginInlineStart: 4, marginInlineEnd: 0 }}>
          {t('status.awaitingApproval')}
        </Tag>
      )}
    </>
  );
}

/** Whether a visit not yet arrived still waits for the company's approval process (permission 4). */
export const awaitsApproval = (visit: { permission: number; visitdate: number | null; signOutDate: number | null }) =>
  visit.permission === 4 && visit.visitdate === null && visit.signOutDate === null;
