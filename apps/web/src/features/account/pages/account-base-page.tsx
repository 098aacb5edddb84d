import { Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { WhenSeen } from '../../../components/when-seen';
import { useCompany } from '../../../lib/company';
import { featureFlags } from '../../../lib/feature-flags';
import { CardTextForm } from '../components/card-text-form';
import { CompanyInfoForm } from '../components/company-info-form';
import { MultiCompanyLink } from '../components/multi-company-link';
import { UnsubscribeSetting } from '../components/unsubscribe-setting';

// The plan card, its antd Progress and its texts load when the card is scrolled to: the page is the console's
// first screen, held to its first-load budget (decision 0004), and the card sits below the fold.
const PlanCard = lazy(async () => ({ default: (await import('../components/plan-card')).PlanCard }));

/** /account/base: the company's basic information and card and mail settings. */
export function AccountBasePage() {
  const { t } = useTranslation('account');
  const company = useCompany();
  return (
    <>
      <PageTitle title={t('base.title')} description={t('base.description')} />
      <LoadFrame query={company} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(info) => (
          <Row gutter={[24, 24]}>
            <Col span={24}>
              <CompanyInfoForm info={info} />
            </Col>
            <Col xs={24} lg={12}>
              <CardTextForm info={info} />
            </Col>
            <Col xs={24} lg={12}>
              <UnsubscribeSetting info={info} />
            </Col>
            {/* Without the build flag, the navigation lists resident companies only once the company turned them on. */}
            {!featureFlags.multiCompany && info.subAccount !== 1 && (
              <Col xs={24} lg={12}>
                <MultiCompanyLink />
              </Col>
            )}
            <Col xs={24} lg={12}>
              <WhenSeen>
                <Suspense fallback={null}>
                  <PlanCard />
                </Suspense>
              </WhenSeen>
            </Col>
          </Row>
        )}
      </LoadFrame>
    </>
  );
}
