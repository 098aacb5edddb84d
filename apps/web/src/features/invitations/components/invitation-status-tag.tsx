import { type VisitStatus, visitStatusColours } from '@vestibule/contract/rules/visit-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** An invitation's badge: sent, viewed, accepted, refused, signed in... in the interface language. */
export function InvitationStatusTag({ status, awaitingApproval = false }: { status: VisitStatus; awaitingApproval?: boolean }) {
  const { t } = useTranslation('invitations');
  return (
    <>
      <Tag color={visitStatusColours[status]} style={{ marginInlineEnd: 0 }}>
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
