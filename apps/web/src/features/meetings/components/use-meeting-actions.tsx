import type { Meeting } from '@vestibule/contract/entities/meeting';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelMeeting } from '../api/meetings';
import { MeetingDrawer } from './meeting-drawer';

/**
 * What a list row and the detail page do with a meeting: add or edit it in the
 * drawer, cancel it after asking. `holder` renders the drawer and the question.
 */
export function useMeetingActions({ chooseInitiator }: { chooseInitiator: boolean }) {
  const { t } = useTranslation('meetings');
  const cancel = useCancelMeeting();
  const [modal, questions] = Modal.useModal();
  const [editing, setEditing] = useState<Meeting | 'new' | undefined>();

  const askCancel = (meeting: Meeting) =>
    void modal.confirm({
      title: t('cancelTitle', { subject: meeting.subject }),
      content: t('cancelText'),
      okText: t('cancelMeeting'),
      okButtonProps: { danger: true },
      cancelText: t('keep'),
      onOk: () =>
        cancel.mutateAsync({ mid: meeting.mid, done: t('cancelled', { subject: meeting.subject }) }).catch(() => undefined),
    });

  const holder = (
    <>
      {questions}
      {editing !== undefined && (
        <MeetingDrawer
          editing={editing === 'new' ? undefined : editing}
          chooseInitiator={chooseInitiator}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
  return { holder, add: () => setEditing('new'), edit: (meeting: Meeting) => setEditing(meeting), askCancel };
}
