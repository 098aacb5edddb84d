import { DirectoryImportMenu } from '../../features/directory-sync/components/directory-import-menu';
import { EmployeesPage } from '../../features/people/pages/employees-page';

/** /emp: the employees page with the import from DingTalk or RTX beside the spreadsheet import. */
export function EmployeesRoute() {
  return <EmployeesPage importMenu={<DirectoryImportMenu />} />;
}
