import { useTranslation } from 'react-i18next';
import { EmployeeDirectory } from '../../../components/employee-directory';

/**
 * /emp for a manager holding employees: the company's address book. Departments, roles and imports are the
 * Administrator's (their calls answer 610 to a manager), so it lists and searches by name only.
 */
export function EmployeeDirectoryPage() {
  const { t } = useTranslation('people');
  const texts = {
    title: t('directory.title'),
    description: t('directory.description'),
    list: t('directory.list'),
    search: t('directory.search'),
    loadFailed: t('loadFailed'),
  };
  return <EmployeeDirectory texts={texts} />;
}
