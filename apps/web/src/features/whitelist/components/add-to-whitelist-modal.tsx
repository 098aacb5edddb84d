import { useTranslation } from 'react-i18next';
import { PickEmployeesModal } from '../../../components/pick-employees-modal';
import { useAddToWhitelist } from '../api/whitelist';

/** Picks one or more employees with the address-book search and puts them on the whitelist. */
export function AddToWhitelistModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('whitelist');
  const add = useAddToWhitelist();
  return (
    <PickEmployeesModal
      title={t('addTitle')}
      okText={t('add')}
      label={t('people')}
      hint={t('addHint')}
      busy={add.isPending}
      onPick={(empids) => add.mutate({ empids, done: t('added', { count: empids.length }) }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
