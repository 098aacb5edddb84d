import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
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
      <LoadFrame query={conf} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(noticeConf) => (
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={12}>
              <EmailSection conf={noticeConf} />
            </Col>
            <Col xs={24} xl={12}>
              <GatewaySection channel="sms" conf={noticeConf} />
            </Col>
            <Col xs={24} xl={12}>
              <GatewaySection channel="ivr" conf={noticeConf} />
            </Col>
            <Col xs={24} xl={12}>
              <GatewaySection channel="wechat" conf={noticeConf} />
            </Col>
            {directorySections.map((section, index) => (
              <Col key={index} xs={24} xl={12}>
                {section}
              </Col>
            ))}
          </Row>
        )}
      </LoadFrame>
    </>
  );
}
