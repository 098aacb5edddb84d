import type { UserInfo } from '@vestibule/contract/entities/company';
import { cardTextMaxLength, customTextMaxLength } from '@vestibule/contract/rules/badge-layout';
import { Button, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { PictureUpload } from '../../../components/picture-upload';
import { useSaveBadgeStyle } from '../api/badges';
import { type BadgeFormValues, badgeFormValuesOf } from '../lib/badge-form-values';
import { BadgePreview } from './badge-preview';

/** The badge style form beside its live preview; one Save stores it all with updateCardStyle. */
export function BadgeStyleForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('badges');
  const [form] = Form.useForm<BadgeFormValues>();
  const save = useSaveBadgeStyle();
  const initialValues = badgeFormValuesOf(info);
  const watched = Form.useWatch([], form) as BadgeFormValues | undefined;
  const values = { ...initialValues, ...watched };
  const options = (key: string, list: readonly number[]) => list.map((value) => ({ value, label: t(`${key}.${value}`) }));
  const pictureLabels = (key: 'logo' | 'fixed') => ({
    upload: t(`${key}Picture.upload`),
    change: t(`${key}Picture.change`),
    remove: t(`${key}Picture.remove`),
    preview: t(`${key}Picture.preview`),
    empty: t(`${key}Picture.empty`),
    wrongType: t('pictureType'),
  });

  const submit = (submitted: BadgeFormValues) =>
    save.mutate({
      ...submitted,
      cardLogo: submitted.cardLogo ? 1 : 2,
      showAvatar: submitted.showAvatar ? 1 : 0,
      badgeQrcode: submitted.badgeQrcode ? 1 : 0,
      cardText: submitted.cardText.trim(),
      customText: submitted.customText.trim(),
    });

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={13}>
        <Panel title={t('form.title')}>
          <Form form={form} layout="vertical" name="badge-style" initialValues={initialValues} onFinish={submit}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="printType" label={t('form.printType')} extra={t('form.printTypeHint')}>
                  <Select options={options('printType', [0, 1, 2])} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="cardType" label={t('form.cardType')}>
                  <Radio.Group optionType="button" options={options('cardType', [1, 2, 3])} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="cardSize" label={t('form.cardSize')}>
              <Radio.Group options={options('cardSize', [1, 2, 3])} />
            </Form.Item>
            <Form.Item name="badgeMode" label={t('form.badgeMode')}>
              <Radio.Group optionType="button" options={options('badgeMode', [0, 1])} />
            </Form.Item>
            <Form.Item name="cardLogo" label={t('form.cardLogo')} valuePropName="checked">
              <Switch />
            </Form.Item>
            {values.cardLogo && (
              <>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="brandType" label={t('form.brandType')}>
                      <Radio.Group optionType="button" options={options('brandType', [0, 1])} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="brandPosition" label={t('form.brandPosition')}>
                      <Radio.Group optionType="button" options={options('brandPosition', [0, 1, 2])} />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item
                  name="cardText"
                  label={t('form.cardText')}
                  extra={t('form.cardTextHint')}
                  hidden={values.brandType !== 0}
                >
                  <Input showCount maxLength={cardTextMaxLength} />
                </Form.Item>
                <Form.Item name="cardPic" label={t('form.cardPic')} hidden={values.brandType !== 1}>
                  <PictureUpload frame={{ width: 168, height: 42 }} labels={pictureLabels('logo')} />
                </Form.Item>
              </>
            )}
            <Form.Item name="showAvatar" label={t('form.showAvatar')} valuePropName="checked">
              <Switch />
            </Form.Item>
            {values.showAvatar && (
              <Form.Item name="avatarType" label={t('form.avatarType')}>
                <Radio.Group optionType="button" options={options('avatarType', [0, 1, 2])} />
              </Form.Item>
            )}
            <Form.Item name="badgeCustom" label={t('form.badgeCustom')} hidden={!values.showAvatar || values.avatarType !== 1}>
              <PictureUpload frame={{ width: 90, height: 90 }} labels={pictureLabels('fixed')} />
            </Form.Item>
            <Form.Item name="badgeQrcode" label={t('form.badgeQrcode')} extra={t('form.badgeQrcodeHint')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="customText" label={t('form.customText')} extra={t('form.customTextHint')}>
              <Input.TextArea showCount maxLength={customTextMaxLength} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Form>
        </Panel>
      </Col>
      <Col xs={24} xl={11}>
        <BadgePreview values={values} />
      </Col>
    </Row>
  );
}
