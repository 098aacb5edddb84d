import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { PadConfig } from '@vestibule/contract/endpoints/pad-settings';
import { Button, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { clearSession, useProfile } from '../../../lib/session';
import { saveDeskGate } from '../lib/desk-gate';
import { GateSetting } from './gate-setting';
import { KioskFrame } from './kiosk-frame';

export type KioskFlow = 'scan' | 'appointment' | 'walkIn' | 'signOut';

/** How long each carousel picture shows. */
const slideMs = 6_000;

function Carousel({ pictures, welcome }: { pictures: readonly string[]; welcome: string }) {
  const { t } = useTranslation('kiosk');
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (pictures.length < 2) return;
    const timer = window.setInterval(() => setShown((index) => (index + 1) % pictures.length), slideMs);
    return () => window.clearInterval(timer);
  }, [pictures.length]);
  return (
    <div className="kiosk-carousel">
      {pictures.map((url, index) => (
        <img
          key={url}
          src={url}
          alt={t('slide', { number: index + 1 })}
          aria-hidden={index !== shown % pictures.length}
          style={{ opacity: index === shown % pictures.length ? 1 : 0 }}
        />
      ))}
      <div className="kiosk-welcome">{welcome}</div>
    </div>
  );
}

/** The staff's corner: signs the tablet out of its reception account, after asking. */
function StaffCorner({ onUnpaired }: { onUnpaired: () => void }) {
  const { t } = useTranslation('kiosk');
  const profile = useProfile();
  const [asking, setAsking] = useState(false);
  const unpair = async () => {
    try {
      await callApi('logout');
    } finally {
      // Signed out on the tablet even when the server call fails.
      clearSession();
      saveDeskGate(undefined);
      onUnpaired();
    }
  };
  return (
    <>
      <Button
        shape="circle"
        size="large"
        icon={<SettingOutlined aria-hidden="true" />}
        aria-label={t('staff.open')}
        onClick={() => setAsking(true)}
        style={{ width: 48, height: 48 }}
      />
      <Modal
        open={asking}
        title={t('staff.title')}
        width={760}
        destroyOnHidden
        onCancel={() => setAsking(false)}
        footer={[
          <Button key="close" size="large" onClick={() => setAsking(false)}>
            {t('staff.close')}
          </Button>,
          <Button key="unpair" size="large" danger type="primary" onClick={() => void unpair()}>
            {t('staff.unpair')}
          </Button>,
        ]}
      >
        <p>{t('staff.pairedAs', { account: profile.username, company: profile.company })}</p>
        <GateSetting />
      </Modal>
    </>
  );
}

interface HomeScreenProps {
  config: PadConfig | undefined;
  onStart: (flow: KioskFlow) => void;
  onUnpaired: () => void;
}

/** The welcome screen: the company's pictures and the four ways in and out. */
export function HomeScreen({ config, onStart, onUnpaired }: HomeScreenProps) {
  const { t } = useTranslation('kiosk');
  const profile = useProfile();
  const action = (flow: KioskFlow, icon: ReactNode, primary = false) => (
    <Button
      className="kiosk-action"
      type={primary ? 'primary' : 'default'}
      size="large"
      icon={icon}
      onClick={() => onStart(flow)}
    >
      {t(`start.${flow}`)}
    </Button>
  );
  return (
    <KioskFrame title={profile.company} logo={config?.logo} extra={<StaffCorner onUnpaired={onUnpaired} />}>
      <div className="kiosk-home">
        <Carousel pictures={config?.carousel ?? []} welcome={config?.cardText || t('welcome', { company: profile.company })} />
        <nav className="kiosk-actions" aria-label={t('start.label')}>
          {action('scan', <QrcodeOutlined aria-hidden="true" />, true)}
          {action('appointment', <CalendarOutlined aria-hidden="true" />)}
          {action('walkIn', <UserAddOutlined aria-hidden="true" />)}
          {action('signOut', <LogoutOutlined aria-hidden="true" />)}
        </nav>
      </div>
    </KioskFrame>
  );
}
