import { useTranslation } from 'react-i18next';
import { PickEmployeesModal } from '../../../components/pick-employees-modal';
import { type SubAccount, useAssignEmployees } from '../api/sub-accounts';

/** Picks employees of the company and moves them to the resident company. */
export function AssignEmployeesModal({ subAccount, onClose }: { subAccount: SubAccount; onClose: () => void }) {
  const { t } = useTranslation('subAccounts');
  const assign = useAssignEmployees();
  const name = subAccount.companyName;
  return (
    <PickEmployeesModal
      title={t('assignTitle', { name })}
      okText={t('assignOk')}
      label={t('assignPeople')}
      hint={t('assignHint')}
      busy={assign.isPending}
      onPick={(empids) =>
        assign.mutate(
          { subaccountId: subAccount.id, empids, done: t('assignDone', { name, count: empids.length }) },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    />
  );
}
