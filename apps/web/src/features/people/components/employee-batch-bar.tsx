import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, Dropdown, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { stateActions, type StateAction } from '../lib/employee-states';
import { StateActionLabel } from './state-action-label';

export type BatchAction = 'move' | 'resetPassword' | 'registerFace' | 'delete' | StateAction;

interface EmployeeBatchBarProps {
  count: number;
  onAction: (action: BatchAction) => void;
  onClear: () => void;
}

/** What can be done with the selected employees at once. */
export function EmployeeBatchBar({ count, onAction, onClear }: EmployeeBatchBarProps) {
  const { t } = useTranslation('people');
  const { token } = theme.useToken();
  return (
    <div
      role="region"
      aria-label={t('batch.label')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '8px 12px',
        marginBottom: 12,
        borderRadius: token.borderRadius,
        background: token.colorPrimaryBg,
      }}
    >
      <span style={{ marginInlineEnd: 'auto', fontWeight: 500 }} aria-live="polite">
        {t('batch.selected', { count })}
      </span>
      <Space wrap size={8}>
        <Button size="small" onClick={() => onAction('move')}>
          {t('batch.move')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: stateActions.map(({ action }) => ({ key: action, label: <StateActionLabel action={action} /> })),
            onClick: ({ key }) => onAction(key as StateAction),
          }}
        >
          <Button size="small">
            {t('batch.state')} <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
        <Button size="small" onClick={() => onAction('resetPassword')}>
          {t('employee.resetPassword')}
        </Button>
        <Button size="small" onClick={() => onAction('registerFace')}>
          {t('face.register')}
        </Button>
        <Button size="small" danger onClick={() => onAction('delete')}>
          {t('delete')}
        </Button>
        <Button size="small" type="text" onClick={onClear}>
          {t('batch.clear')}
        </Button>
      </Space>
    </div>
  );
}
