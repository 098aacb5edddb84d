import { reservationLimits } from '@vestibule/contract/endpoints/reservation-settings';
import type { UserInfo } from '@vestibule/contract/entities/company';
import { Col, Form, InputNumber, Radio, Row, Switch } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { useCompany } from '../../../lib/company';
import { DefaultPhotosField } from '../components/default-photos-field';
import { SettingPanel } from '../components/setting-panel';

type Range = { min: number; max: number };

/** /reserve: how invitations, appointments, sign-in and sign-out behave for the company. */
export function ReservationSettingsPage() {
  const { t } = useTranslation('reserve');
  const info = useCompany();
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <LoadFrame query={info} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(company) => <ReservationForms info={company} />}
      </LoadFrame>
    </>
  );
}

function ReservationForms({ info }: { info: UserInfo }) {
  const { t } = useTranslation('reserve');
  const within = ({ min, max }: Range): FormRule[] => [
    { required: true, message: t('required') },
    { type: 'integer', min, max, message: t('range', { min, max }) },
  ];
  const number = (range: Range, unit: string) => (
    <InputNumber min={range.min} max={range.max} precision={0} suffix={unit} style={{ width: 200 }} />
  );
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <SettingPanel
          call="updatePermissionSwitch"
          name="reserve-basic"
          title={t('basic.title')}
          initialValues={{ permissionSwitch: info.permissionSwitch === 1 }}
        >
          <Form.Item name="permissionSwitch" label={t('basic.approval')} extra={t('basic.approvalHint')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </SettingPanel>
      </Col>
      <Col xs={24} lg={12}>
        <SettingPanel
          call="updateQRcode"
          name="reserve-validity"
          title={t('validity.title')}
          initialValues={{ qrcodeType: info.qrcodeType === 1 ? 1 : 0 }}
        >
          <Form.Item name="qrcodeType" label={t('validity.label')} extra={t('validity.hint')}>
            <Radio.Group
              options={[
                { value: 0, label: t('validity.days') },
                { value: 1, label: t('validity.sameDay') },
              ]}
            />
          </Form.Item>
        </SettingPanel>
      </Col>
      <Col xs={24} lg={12}>
        <SettingPanel
          call="updateQrcodeConf"
          name="reserve-qr"
          title={t('qr.title')}
          initialValues={{ qrMaxDuration: info.qrMaxDuration, qrMaxCount: info.qrMaxCount }}
        >
          <Form.Item
            name="qrMaxDuration"
            label={t('qr.duration')}
            extra={t('qr.durationHint')}
            rules={within(reservationLimits.qrMaxDuration)}
          >
            {number(reservationLimits.qrMaxDuration, t('unit.days'))}
          </Form.Item>
          <Form.Item
            name="qrMaxCount"
            label={t('qr.count')}
            extra={t('qr.countHint')}
            rules={within(reservationLimits.qrMaxCount)}
          >
            {number(reservationLimits.qrMaxCount, t('unit.times'))}
          </Form.Item>
        </SettingPanel>
      </Col>
      <Col xs={24} lg={12}>
        <SettingPanel
          call="updateExtendTime"
          name="reserve-extend"
          title={t('extend.title')}
          initialValues={{ preExtendTime: info.preExtendTime, latExtendTime: info.latExtendTime }}
        >
          <Form.Item
            name="preExtendTime"
            label={t('extend.early')}
            extra={t('extend.hint')}
            rules={within(reservationLimits.extendMinutes)}
          >
            {number(reservationLimits.extendMinutes, t('unit.minutes'))}
          </Form.Item>
          <Form.Item name="latExtendTime" label={t('extend.late')} rules={within(reservationLimits.extendMinutes)}>
            {number(reservationLimits.extendMinutes, t('unit.minutes'))}
          </Form.Item>
        </SettingPanel>
      </Col>
      <Col xs={24} lg={12}>
        <SettingPanel
          call="updateLeaveExpiryTime"
          name="reserve-leave"
          title={t('leave.title')}
          initialValues={{ leaveExpiryTime: info.leaveExpiryTime }}
        >
          <Form.Item
            name="leaveExpiryTime"
            label={t('leave.label')}
            extra={t('leave.hint')}
            rules={within(reservationLimits.leaveExpiryMinutes)}
          >
            {number(reservationLimits.leaveExpiryMinutes, t('unit.minutes'))}
          </Form.Item>
        </SettingPanel>
      </Col>
      <Col xs={24} lg={12}>
        <SettingPanel
          call="updateComeAgain"
          name="reserve-come-again"
          title={t('comeAgain.title')}
          initialValues={{ comeAgain: info.comeAgain === 1 }}
        >
          <Form.Item name="comeAgain" label={t('comeAgain.label')} extra={t('comeAgain.hint')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </SettingPanel>
      </Col>
      <Col xs={24} lg={12}>
        <SettingPanel
          call="updateSignOutSwitch"
          name="reserve-sign-out"
          title={t('signOut.title')}
          initialValues={{ signOutSwitch: info.signOutSwitch === 1 }}
        >
          <Form.Item name="signOutSwitch" label={t('signOut.label')} extra={t('signOut.hint')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </SettingPanel>
      </Col>
      <Col xs={24} lg={12}>
        <SettingPanel
          call="UpdateDefaultPhoto"
          name="reserve-photo"
          title={t('photo.title')}
          initialValues={{ defaultPhoto: info.defaultPhoto }}
        >
          <Form.Item
            name="defaultPhoto"
            label={t('photo.label')}
            extra={t('photo.hint', { max: reservationLimits.defaultPhotos.max })}
          >
            <DefaultPhotosField />
          </Form.Item>
        </SettingPanel>
      </Col>
    </Row>
  );
}
