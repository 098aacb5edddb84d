import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { Visit } from '@vestibule/contract/entities/visit';
import type { VisitStatus } from '@vestibule/contract/rules/visit-status';
import { Button, Modal, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useDataControl } from '../../../lib/data-control';
import { storedDeputyModules, isDeputyProfile, useProfile } from '../../../lib/session';
import { useSignIn, useSignOut } from '../api/visits';
import { PreRegisterDialog } from '../components/pre-register-dialog';
import { VisitExportMenu } from '../components/visit-export-menu';
import { VisitFilterBar } from '../components/visit-filter-bar';
import { VisitResults } from '../components/visit-results';
import { useSignOutSelection } from '../components/use-sign-out-selection';
import { signInRefusal } from '../lib/sign-in-refusal';
import { useOperator } from '../lib/use-operator';
import { useVisitQuery } from '../lib/use-visit-query';
import { isVisitKind, todayRange, type VisitKind, visitKinds } from '../lib/visit-query';

/** Badges of visitors expected and allowed in: staff may sign them in. */
const expected = new Set<VisitStatus>(['authorized', 'accepted', 'sent', 'viewed', 'reserved']);

/** /emp/visitlist/:vtype?: the day's visits of one kind or all, with sign-in, sign-out and pre-registration. */
export function VisitListPage() {
  const { vtype } = useParams();
  const { kinds } = useDataControl();
  if (vtype !== undefined && !isVisitKind(vtype)) return <Navigate to="/emp/visitlist" replace />;
  // Data control: a kind the company does not show leads back to all.
  const kind = vtype === undefined ? undefined : visitKinds[vtype];
  if (kind !== undefined && !kinds.includes(kind)) return <Navigate to="/emp/visitlist" replace />;
  return <VisitList kind={vtype ?? 'all'} />;
}

function VisitList({ kind }: { kind: VisitKind }) {
  const { t } = useTranslation('visits');
  const shownKinds = useDataControl().kinds;
  const navigate = useNavigate();
  const location = useLocation();
  const operator = useOperator();
  const [modal, modalHolder] = Modal.useModal();
  const { query, search, goToPage } = useVisitQuery(todayRange(), visitKinds[kind]);
  const signIn = useSignIn();
  const signOut = useSignOut();
  const signOutSelected = useSignOutSelection();
  const [preRegistering, setPreRegistering] = useState(false);
  const profile = useProfile();
  // Pre-registering is an invitation: a manager without that module would be refused (610).
  const mayPreRegister = !isDeputyProfile(profile) || storedDeputyModules(profile.module).includes('invitations');

  const changeKind = (next: string) => {
    // The filters stay; the page starts again.
    const params = new URLSearchParams(location.search);
    params.delete('page');
    signOutSelected.clear();
    void navigate({ pathname: next === 'all' ? '/emp/visitlist' : `/emp/visitlist/${next}`, search: params.toString() });
  };

  const startSignIn = (visit: Visit) =>
    signIn.mutate(
      { vid: visit.vid, operator, done: t('signIn.done', { name: visit.vname }) },
      {
        onError: (error) => {
          const refusal = signInRefusal(error, visit.vname);
          if (refusal)
            void modal.warning({ title: t('signIn.refused'), content: t(refusal.key, refusal.values), okText: t('ok') });
        },
      },
    );

  const confirmSignOut = (visit: Visit) =>
    void modal.confirm({
      title: t('signOut.title', { name: visit.vname }),
      okText: t('signOut.action'),
      cancelText: t('cancel'),
      onOk: () =>
        signOut.mutateAsync({ vid: visit.vid, operator, done: t('signOut.done', { name: visit.vname }) }).catch(() => undefined),
    });

  const actions = (visit: Visit) =>
    visit.visitStatus === 'signedIn' ? (
      <Button size="small" onClick={() => confirmSignOut(visit)} aria-label={t('signOut.actionFor', { name: visit.vname })}>
        {t('signOut.action')}
      </Button>
    ) : expected.has(visit.visitStatus) ? (
      <Button
        size="small"
        type="primary"
        ghost
        loading={signIn.isPending && signIn.variables.vid === visit.vid}
        onClick={() => startSignIn(visit)}
        aria-label={t('signIn.actionFor', { name: visit.vname })}
      >
        {t('signIn.action')}
      </Button>
    ) : null;

  return (
    <>
      {modalHolder}
      {signOutSelected.holder}
      <PageTitle title={t('list.title')} description={t('list.description')} />
      <Panel
        title={t('list.visits')}
        extra={
          <Space wrap>
            <VisitExportMenu query={query} />
            {signOutSelected.button}
            {mayPreRegister && (
              <Button type="primary" icon={<UserAddOutlined aria-hidden="true" />} onClick={() => setPreRegistering(true)}>
                {t('preRegister.open')}
              </Button>
            )}
          </Space>
        }
      >
        <Tabs
          activeKey={kind}
          onChange={changeKind}
          items={Object.entries(visitKinds)
            .filter(([, signinType]) => signinType === undefined || shownKinds.includes(signinType))
            .map(([key]) => ({ key, label: t(`kind.${key}`) }))}
        />
        <VisitFilterBar filters={query} defaultRange={todayRange()} onSearch={search} />
        <VisitResults query={query} goToPage={goToPage} actions={actions} rowSelection={signOutSelected.rowSelection} />
      </Panel>
      {preRegistering && <PreRegisterDialog onClose={() => setPreRegistering(false)} />}
    </>
  );
}
