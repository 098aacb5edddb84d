import type { UserInfo } from '@vestibule/contract/entities/company';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { useCompany } from '../../../lib/company';

/** Renders its children with the company's information once it has loaded. */
export function UserInfoBoundary({ children }: { children: (info: UserInfo) => ReactNode }) {
  const { t } = useTranslation('account');
  const userInfo = useCompany();
  if (userInfo.isPending) return <PageLoading />;
  if (userInfo.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void userInfo.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  return children(userInfo.data);
}
