import { ConfigProvider, Spin } from 'antd';
import { type CSSProperties, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppProviders, appTheme } from '../../../components/app-providers';
import { useProfile } from '../../../lib/session';
import { type Visit, usePadConfig } from '../api/kiosk';
import { AppointmentScreen } from '../components/appointment-screen';
import { DoneScreen, type Outcome } from '../components/done-screen';
import { HomeScreen, type KioskFlow } from '../components/home-screen';
import { KioskFrame } from '../components/kiosk-frame';
import { PairingScreen } from '../components/pairing-screen';
import { PrivacyScreen } from '../components/privacy-screen';
import { ScanScreen } from '../components/scan-screen';
import { SignOutScreen } from '../components/sign-out-screen';
import { WalkInScreen } from '../components/walk-in-screen';
import { restorePairing } from '../lib/kiosk-pairing';
import { useIdleTimeout } from '../lib/use-idle-timeout';
import '../kiosk.css';

/** The flows that sign a visitor in: each waits for the privacy text to be accepted, when the company has one. */
type SignInFlow = Exclude<KioskFlow, 'signOut'>;

type Screen = { kind: 'home' } | { kind: KioskFlow } | { kind: 'privacy'; next: SignInFlow } | { kind: 'done'; outcome: Outcome };

/** Type, controls and touch targets sized for a tablet at arm's length. */
const tabletTheme = { fontSize: 18, controlHeight: 48, controlHeightLG: 56, fontSizeLG: 20 };

// Two-character Chinese labels keep their own spelling (antd would space them out).
const buttonConfig = { autoInsertSpace: false };

const titleKeys: Record<KioskFlow | 'privacy' | 'done', string> = {
  privacy: 'privacy.title',
  scan: 'start.scan',
  appointment: 'start.appointment',
  walkIn: 'start.walkIn',
  signOut: 'start.signOut',
  done: 'done.title',
};

/** The paired tablet: home, the four flows and the success screen; 60 s without a touch goes home. */
function PairedKiosk({ onUnpaired }: { onUnpaired: () => void }) {
  const { t } = useTranslation('kiosk');
  const config = usePadConfig(true);
  const [screen, setScreen] = useState<Screen>({ kind: 'home' });
  const goHome = useCallback(() => setScreen({ kind: 'home' }), []);
  useIdleTimeout(screen.kind !== 'home', goHome);
  // A resident's code signs them out while they are on site: the answer is their visit, signed out.
  const signedIn = (visit: Visit) =>
    setScreen({
      kind: 'done',
      outcome: visit.visitStatus === 'signedOut' ? { kind: 'signedOut', count: 1 } : { kind: 'signedIn', visit },
    });
  const privacyText = config.data?.secureProtocol ?? '';
  const start = (flow: KioskFlow) =>
    setScreen(flow !== 'signOut' && privacyText ? { kind: 'privacy', next: flow } : { kind: flow });
  const themeColor = config.data?.themecolor || appTheme.token?.colorPrimary;
  const background = config.data?.backgroundPic ? `url("${config.data.backgroundPic}")` : undefined;

  const body = () => {
    switch (screen.kind) {
      case 'home':
        return null;
      case 'privacy':
        return <PrivacyScreen text={privacyText} onAgree={() => setScreen({ kind: screen.next })} onDecline={goHome} />;
      case 'scan':
        return <ScanScreen onSignedIn={signedIn} />;
      case 'appointment':
        return <AppointmentScreen onSignedIn={signedIn} />;
      case 'walkIn':
        return <WalkInScreen avatars={config.data?.avatars ?? []} onSignedIn={signedIn} />;
      case 'signOut':
        return <SignOutScreen onSignedOut={(count) => setScreen({ kind: 'done', outcome: { kind: 'signedOut', count } })} />;
      case 'done':
        return <DoneScreen outcome={screen.outcome} onHome={goHome} />;
    }
  };

  return (
    <ConfigProvider button={buttonConfig} theme={{ token: { ...tabletTheme, colorPrimary: themeColor } }}>
      <div
        className="kiosk"
        style={{ backgroundImage: background, '--kiosk-accent': themeColor } as CSSProperties}
        data-screen={screen.kind}
      >
        {config.isPending ? (
          <Spin size="large" aria-label={t('loading')} style={{ margin: 'auto' }} />
        ) : screen.kind === 'home' ? (
          <HomeScreen config={config.data} onStart={start} onUnpaired={onUnpaired} />
        ) : (
          <KioskFrame title={t(titleKeys[screen.kind])} logo={config.data?.logo} onHome={goHome}>
            {body()}
          </KioskFrame>
        )}
      </div>
    </ConfigProvider>
  );
}

function Kiosk() {
  // The session's token, so an ended session (cleared by the client) shows pairing again.
  const profile = useProfile();
  const [, setPaired] = useState(restorePairing);
  if (!profile.token) {
    return (
      <ConfigProvider button={buttonConfig} theme={{ token: tabletTheme }}>
        <div className="kiosk">
          <PairingScreen onPaired={() => setPaired(true)} />
        </div>
      </ConfigProvider>
    );
  }
  return <PairedKiosk onUnpaired={() => setPaired(false)} />;
}

/** pad.html: the reception tablet. */
export function KioskPage() {
  return (
    <AppProviders>
      <Kiosk />
    </AppProviders>
  );
}
