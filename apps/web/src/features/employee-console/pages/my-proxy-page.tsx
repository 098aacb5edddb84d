import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { VisitProxyForm } from '../../../components/visit-proxy-form';
import { useProfile } from '../../../lib/session';

/** /mine/proxy: the signed-in employee names who receives its visitors, and for which days. */
export function MyProxyPage() {
  const { t } = useTranslation('employee');
  const profile = useProfile();
  const empid = Number(profile.id);
  return (
    <>
      <PageTitle title={t('console.proxyPage')} description={t('console.proxyDescription')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Panel title={t('console.proxyTitle')}>
            <VisitProxyForm empid={empid} empName={profile.username} />
          </Panel>
        </Col>
      </Row>
    </>
  );
}
