import type { Employee } from '@vestibule/contract/entities/employee';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteEmployees, useResetEmployeePasswords, useSetEmployeeState } from '../api/employees';
import { useRegisterFaces } from '../api/faces';
import { type StateAction, stateKeys, stateOfAction } from '../lib/employee-states';
import type { BatchAction } from './employee-batch-bar';
import type { RowAction } from './address-book-table';

interface ActionHandlers {
  /** The employees an action has finished with (deleted ones leave the selection). */
  onDone: (empids: number[]) => void;
  openMove: () => void;
  openEditor: (employee: Employee) => void;
  openProxy: (employee: Employee) => void;
}

// Failures are told by the API client's toast; the dialog closes either way.
const ignore = () => undefined;

const isStateAction = (action: string): action is StateAction => ['enable', 'forbid', 'disable'].includes(action);

/** The employee list's actions, for one row or the selection: all but editing and enabling ask first. */
export function useEmployeeActions({ onDone, openMove, openEditor, openProxy }: ActionHandlers) {
  const { t } = useTranslation('people');
  const [modal, holder] = Modal.useModal();
  const remove = useDeleteEmployees();
  const reset = useResetEmployeePasswords();
  const setState = useSetEmployeeState();
  const registerFaces = useRegisterFaces();

  /** `who` names one employee, or is the count of several. */
  const run = (action: Exclude<BatchAction, 'move'>, empids: number[], who: string | number) => {
    const several = typeof who === 'number';
    // Registering changes nothing but the face state, and tells its outcome: no question first.
    if (action === 'registerFace') {
      registerFaces.mutate(empids);
      return;
    }
    const applyState = (stateAction: StateAction) =>
      setState.mutateAsync({ empids, empState: stateOfAction(stateAction) }).then(() => onDone([]), ignore);
    // Enabling gives access back and acts at once; taking it away asks first.
    if (action === 'enable') {
      void applyState(action);
      return;
    }
    const confirm = isStateAction(action)
      ? {
          title: several ? t(`confirm.${action}Several`, { count: who }) : t(`confirm.${action}One`, { name: who }),
          content: (
            <>
              <p style={{ marginTop: 0 }}>{t(`stateHelp.${stateKeys[stateOfAction(action)]}`)}</p>
              <p style={{ marginBottom: 0 }}>{t('confirm.stateKept')}</p>
            </>
          ),
          okText: t(`batch.${action}`),
          onOk: () => applyState(action),
        }
      : action === 'delete'
        ? {
            title: several ? t('confirm.deleteSeveral', { count: who }) : t('confirm.deleteOne', { name: who }),
            content: t('confirm.deleteText'),
            okText: t('delete'),
            onOk: () => remove.mutateAsync(empids).then(() => onDone(empids), ignore),
          }
        : {
            title: several ? t('confirm.resetSeveral', { count: who }) : t('confirm.resetOne', { name: who }),
            content: t('confirm.resetText'),
            okText: t('employee.resetPassword'),
            onOk: () => reset.mutateAsync(empids).then(() => onDone([]), ignore),
          };
    void modal.confirm({ ...confirm, okButtonProps: { danger: true }, cancelText: t('cancel') });
  };

  return {
    holder,
    batch: (action: BatchAction, empids: number[]) => {
      if (action === 'move') openMove();
      else run(action, empids, empids.length);
    },
    row: (action: RowAction, employee: Employee) => {
      if (action === 'edit') openEditor(employee);
      else if (action === 'proxy') openProxy(employee);
      else run(action, [employee.empid], employee.empName);
    },
  };
}
