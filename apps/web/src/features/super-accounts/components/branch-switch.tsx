import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/session';
import { useRelatedCompanies, useSwitchBranch } from '../api/super-accounts';

/** The HQ Administrator's choice of branch, in the console's header: the console reopens in the branch chosen. */
export function BranchSwitch() {
  const { t } = useTranslation('superAccounts');
  const branches = useRelatedCompanies();
  const switchBranch = useSwitchBranch();
  const current = Number(useProfile().userid);
  return (
    <Select
      aria-label={t('branch.label')}
      size="small"
      style={{ minWidth: 180 }}
      loading={branches.isPending || switchBranch.isPending}
      value={branches.data ? current : undefined}
      options={(branches.data ?? []).map((branch) => ({ value: branch.userid, label: branch.company }))}
      onChange={(branch: number) => branch !== current && switchBranch.mutate(branch)}
    />
  );
}
