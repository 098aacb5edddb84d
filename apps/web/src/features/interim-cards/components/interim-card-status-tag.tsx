import { interimCardStatuses } from '@vestibule/contract/entities/interim-card';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Dark colours: the tag's text keeps a WCAG AA contrast in each.
const looks: Record<number, { colour: string; key: string }> = {
  [interimCardStatuses.requested]: { colour: '#874d00', key: 'status.requested' },
  [interimCardStatuses.issued]: { colour: '#0958d9', key: 'status.issued' },
  [interimCardStatuses.returned]: { colour: '#237804', key: 'status.returned' },
  [interimCardStatuses.refused]: { colour: '#a8071a', key: 'status.refused' },
};

/** A temporary card's state: requested, issued, returned or refused. */
export function InterimCardStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('interimCards');
  const look = looks[status] ?? looks[interimCardStatuses.requested]!;
  return (
    <Tag color={look.colour} style={{ marginInlineEnd: 0 }}>
      {t(look.key)}
    </Tag>
  );
}
