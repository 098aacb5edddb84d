import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageTitle } from '../../../components/page-title';
import { useRoleGroups } from '../api/roles';
import { RoleMembersPanel } from '../components/role-members-panel';
import { RoleTreePanel } from '../components/role-tree-panel';
import { findRole } from '../lib/role-tree';

/** /emp/role: role groups and roles beside the members of the selected role. */
export function RolesPage() {
  const { t } = useTranslation('roles');
  const groups = useRoleGroups();
  const [selected, setSelected] = useState<number>();
  const current = findRole(groups.data ?? [], selected);
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      {groups.isPending ? (
        <PageLoading />
      ) : groups.isError ? (
        <Alert type="warning" showIcon title={t('loadFailed')} />
      ) : (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <div style={{ flex: '0 0 300px', minWidth: 0 }}>
            <RoleTreePanel groups={groups.data} selected={selected} onSelect={setSelected} />
          </div>
          <div style={{ flex: '1 1 0', minWidth: 0 }}>
            <RoleMembersPanel selection={current} hasGroups={groups.data.length > 0} />
          </div>
        </div>
      )}
    </>
  );
}
