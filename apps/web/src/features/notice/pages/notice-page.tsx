import { Alert, Button, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageTitle } from '../../../components/page-title';
import { useNoticeConf } from '../api/notice';
import { EmailSection } from '../components/email-section';
import { GatewaySection } from '../components/gateway-section';

/**
 * /notice: how hosts and visitors are told, channel by channel, each with a
 * test. The DingTalk and RTX sections belong to the directory sync and are
 * handed in by the console (one feature does not import another).
 */
export function NoticePage({ directorySections = [] }: { directorySections?: ReactNode[] }) {
  const { t } = useTranslation('notice');
  const conf = useNoticeConf();
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      {conf.isPending && <PageLoading />}
      {conf.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void conf.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {conf.data && (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={12}>
            <EmailSection conf={conf.data} />
          </Col>
          <Col xs={24} xl={12}>
            <GatewaySection channel="sms" conf={conf.data} />
          </Col>
          <Col xs={24} xl={12}>
            <GatewaySection channel="ivr" conf={conf.data} />
          </Col>
          <Col xs={24} xl={12}>
            <GatewaySection channel="wechat" conf={conf.data} />
          </Col>
          {directorySections.map((section, index) => (
            <Col key={index} xs={24} xl={12}>
              {section}
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
