import type { Employee } from '@vestibule/contract/entities/employee';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { VisitProxyForm } from '../../../components/visit-proxy-form';

/** Who acts for an employee as host, and between which days. */
export function ProxyModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation('people');
  return (
    <FormModal title={t('proxyTitle', { name: employee.empName })} footer={null} onClose={onClose}>
      {(close) => <VisitProxyForm empid={employee.empid} empName={employee.empName} onSaved={onClose} onCancel={close} />}
    </FormModal>
  );
}
