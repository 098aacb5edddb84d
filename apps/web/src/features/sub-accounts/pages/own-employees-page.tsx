import { useTranslation } from 'react-i18next';
import { EmployeeDirectory } from '../../../components/employee-directory';

/** /emp for a resident company: its own employees, those the main company assigned to it. */
export function OwnEmployeesPage() {
  const { t } = useTranslation('subAccounts');
  const texts = {
    title: t('ownEmployees.title'),
    description: t('ownEmployees.description'),
    list: t('ownEmployees.list'),
    search: t('ownEmployees.search'),
    loadFailed: t('loadFailed'),
  };
  return <EmployeeDirectory texts={texts} />;
}
