import { Modal } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type SubAccount, useDeleteSubAccount, useSetSubAccountEnabled } from '../api/sub-accounts';

/** Deleting and disabling a resident company ask first; enabling one does not. `holder` renders the questions. */
export function useSubAccountQuestions(): {
  holder: ReactElement;
  confirmDelete: (subAccount: SubAccount) => void;
  setEnabled: (subAccount: SubAccount, enabled: boolean) => void;
} {
  const { t } = useTranslation('subAccounts');
  const [modal, holder] = Modal.useModal();
  const enable = useSetSubAccountEnabled();
  const remove = useDeleteSubAccount();
  const ask = (title: string, content: string, okText: string, onOk: () => Promise<unknown>) =>
    void modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      autoFocusButton: 'cancel',
      // The API client has told why a failure failed; the question closes either way.
      onOk: () => onOk().catch(() => undefined),
    });

  const confirmDelete = ({ id, companyName: name }: SubAccount) =>
    ask(t('deleteTitle', { name }), t('deleteText'), t('delete'), () => remove.mutateAsync({ id, done: t('deleted', { name }) }));

  const setEnabled = ({ id, companyName: name }: SubAccount, enabled: boolean) => {
    const change = { id, enabled, done: t(enabled ? 'enabledDone' : 'disabledDone', { name }) };
    if (enabled) enable.mutate(change);
    else ask(t('disableTitle', { name }), t('disableText'), t('disable'), () => enable.mutateAsync(change));
  };

  return { holder, confirmDelete, setEnabled };
}
