import type { UserInfo } from '@vestibule/contract/entities/company';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { useUserInfo } from '../api/user-info';

// Shown only when loading failed, so the first screens do without its code.
const Alert = lazy(() => import('antd/es/alert/Alert'));

/** Renders its children with the company's information once it has loaded. */
export function UserInfoBoundary({ children }: { children: (info: UserInfo) => ReactNode }) {
  const { t } = useTranslation('account');
  const userInfo = useUserInfo();
  if (userInfo.isPending) return <PageLoading />;
  if (userInfo.isError) {
    return (
      <Suspense fallback={null}>
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
      </Suspense>
    );
  }
  return children(userInfo.data);
}
