import { padLimits } from '@vestibule/contract/endpoints/pad-settings';
import { reservationLimits } from '@vestibule/contract/endpoints/reservation-settings';
import type { UserInfo } from '@vestibule/contract/entities/company';
import { Alert, Col, ColorPicker, Form, Input, Row, Space, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskPairingPanel } from '../../../components/desk-pairing-panel';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { PictureUpload } from '../../../components/picture-upload';
import { useCompany } from '../../../lib/company';
import { pictureList } from '../api/pad-settings';
import { CameraNeededAlert } from '../components/camera-needed-alert';
import { GatesPanel } from '../components/gates-panel';
import { PadPanel } from '../components/pad-panel';
import { type PadLook, PadPreview } from '../components/pad-preview';
import { PictureListField } from '../components/picture-list-field';
import { PrivacyTextPanel } from '../components/privacy-text-panel';
import { ScannerPanels } from '../components/scanner-panels';
import { WorkingHoursPanel } from '../components/working-hours-panel';

const { min: carouselMin, max: carouselMax } = padLimits.carousel;
const avatarMax = reservationLimits.defaultPhotos.max;

/** /pad: where the reception tablet's page is, the gates its desks stand at, what it shows and offers, and the working day, with a preview of its welcome screen. */
export function PadSettingsPage() {
  const { t } = useTranslation('pad');
  const info = useCompany();
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <LoadFrame query={info} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(company) => <PadForms info={company} />}
      </LoadFrame>
    </>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function PadForms({ info }: { info: UserInfo }) {
  const { t } = useTranslation('pad');
  const { token } = theme.useToken();
  const [draft, setDraft] = useState<Partial<PadLook>>({});
  const follow = (key: keyof PadLook, read: (values: Record<string, unknown>) => string) => (values: Record<string, unknown>) =>
    setDraft((current) => ({ ...current, [key]: read(values) }));
  const look: PadLook = {
    themecolor: info.themecolor,
    logo: info.logo,
    firstSlide: pictureList(info.carouselPic)[0] ?? '',
    background: pictureList(info.backgroundPic)[0] ?? '',
    cardText: info.cardText,
    ...draft,
  };
  const pictureLabels = (key: 'logo' | 'background') => ({
    upload: t(`${key}.upload`),
    change: t(`${key}.change`),
    remove: t('remove'),
    preview: t(`${key}.current`),
    empty: t('pictureTypes'),
    wrongType: t('wrongType'),
  });
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={16}>
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          <CameraNeededAlert />
          <DeskPairingPanel desk="pad" accounts="link" />
          <GatesPanel />
          <PadPanel
            call="UpdateCarouselPic"
            name="pad-carousel"
            title={t('carousel.title')}
            initialValues={{ carouselPic: info.carouselPic }}
            onValuesChange={follow('firstSlide', (values) => pictureList(text(values.carouselPic))[0] ?? '')}
          >
            <Form.Item
              name="carouselPic"
              label={t('carousel.label')}
              extra={t('carousel.hint', { min: carouselMin, max: carouselMax, ...padLimits.carouselSize })}
              rules={[
                {
                  validator: async (_rule, value: unknown) => {
                    const count = pictureList(text(value)).length;
                    if (count < carouselMin || count > carouselMax)
                      throw new Error(t('carousel.rule', { min: carouselMin, max: carouselMax }));
                  },
                },
              ]}
            >
              <PictureListField texts="carousel" max={carouselMax} frame={{ width: 72, height: 96 }} orderable />
            </Form.Item>
          </PadPanel>
          <Row gutter={[24, 24]}>
            <Col xs={24} md={12}>
              <PadPanel
                call="UpdateLogo"
                name="pad-logo"
                title={t('logo.title')}
                initialValues={{ logoUrl: info.logo }}
                onValuesChange={follow('logo', (values) => text(values.logoUrl))}
              >
                <Form.Item name="logoUrl" label={t('logo.label')} extra={t('logo.hint', padLimits.logoSize)}>
                  <PictureUpload frame={{ width: 168, height: 42 }} labels={pictureLabels('logo')} />
                </Form.Item>
              </PadPanel>
            </Col>
            <Col xs={24} md={12}>
              <PadPanel
                call="UpdateThemeColor"
                name="pad-theme"
                title={t('theme.title')}
                initialValues={{ themecolor: info.themecolor || token.colorPrimary }}
                onValuesChange={follow('themecolor', (values) => text(values.themecolor))}
              >
                <Form.Item
                  name="themecolor"
                  label={t('theme.label')}
                  extra={t('theme.hint')}
                  getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
                >
                  <ColorPicker showText disabledAlpha format="hex" />
                </Form.Item>
              </PadPanel>
            </Col>
          </Row>
          <PadPanel
            call="UploadBackgroundPic"
            name="pad-background"
            title={t('background.title')}
            initialValues={{ bgPicUrl: pictureList(info.backgroundPic)[0] ?? '' }}
            onValuesChange={follow('background', (values) => text(values.bgPicUrl))}
          >
            <Form.Item name="bgPicUrl" label={t('background.label')} extra={t('background.hint', padLimits.carouselSize)}>
              <PictureUpload frame={{ width: 96, height: 128 }} labels={pictureLabels('background')} />
            </Form.Item>
          </PadPanel>
          <PadPanel
            call="UpdateDefaultPhoto"
            name="pad-avatars"
            title={t('avatars.title')}
            initialValues={{ defaultPhoto: info.defaultPhoto }}
          >
            <Form.Item name="defaultPhoto" label={t('avatars.label')} extra={t('avatars.hint', { max: avatarMax })}>
              <PictureListField texts="avatars" max={avatarMax} frame={{ width: 80, height: 80 }} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate>
              {({ getFieldValue }) =>
                pictureList(text(getFieldValue('defaultPhoto'))).length === 0 && (
                  <Alert type="warning" showIcon title={t('avatars.noneLeft')} style={{ marginBottom: 16 }} />
                )
              }
            </Form.Item>
          </PadPanel>
          <PadPanel
            call="UpdateCardText"
            name="pad-card"
            title={t('card.title')}
            initialValues={{ cardText: info.cardText }}
            // The card's picture is set elsewhere; the call stores both, so the stored one goes along unchanged.
            toBody={(values) => ({ cardText: text(values.cardText), cardPic: info.cardPic })}
            onValuesChange={follow('cardText', (values) => text(values.cardText))}
          >
            <Form.Item name="cardText" label={t('card.label')} extra={t('card.hint')}>
              <Input maxLength={50} showCount style={{ maxWidth: 400 }} />
            </Form.Item>
          </PadPanel>
          <ScannerPanels scaner={info.scaner} faceScaner={info.faceScaner} />
          <PrivacyTextPanel secureProtocol={info.secureProtocol} />
          <WorkingHoursPanel upDuty={info.upDuty} offDuty={info.offDuty} />
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <div style={{ position: 'sticky', top: 24 }}>
          <PadPreview look={look} />
        </div>
      </Col>
    </Row>
  );
}
