import type { Employee } from '@vestibule/contract/entities/employee';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisitProxyForm } from '../../../components/visit-proxy-form';

/** Who acts for an employee as host, and between which days. */
export function ProxyModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation('people');
  return (
    <Modal open title={t('proxyTitle', { name: employee.empName })} footer={null} onCancel={onClose} destroyOnHidden>
      <VisitProxyForm empid={employee.empid} empName={employee.empName} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
