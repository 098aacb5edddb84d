import type { MeetingState } from '@vestibule/contract/rules/meeting-state';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Dark colours: the tag's text keeps a WCAG AA contrast in each.
const colours: Record<MeetingState, string> = {
  notStarted: '#874d00',
  inProgress: '#237804',
  ended: '#10239e',
  cancelled: '#595959',
};

/** A meeting's state as the clock makes it: not started, in progress, ended, or cancelled. */
export function MeetingStateTag({ state }: { state: MeetingState }) {
  const { t } = useTranslation('meetings');
  return (
    <Tag color={colours[state]} style={{ marginInlineEnd: 0 }}>
      {t(`state.${state}`)}
    </Tag>
  );
}
