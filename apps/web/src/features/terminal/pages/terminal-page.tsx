import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { loginTypes } from '@vestibule/contract/login-types';
import { Alert, Button, Col, ConfigProvider, Flex, Row, type ThemeConfig, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { onSiteVisitOf } from '../../../lib/on-site-visit';
import { useProfile } from '../../../lib/session';
import { signOutOfDesk } from '../api/terminal-session';
import { type FoundVisit, useDeskActions, useFindVisits, useTodayVisits, visitById } from '../api/terminal-visits';
import { DeskSignIn } from '../components/desk-sign-in';
import { LookupBar } from '../components/lookup-bar';
import { TodayList } from '../components/today-list';
import { VisitCard } from '../components/visit-card';
import { WalkInDrawer } from '../components/walk-in-drawer';
import { readTerminalInput } from '../lib/terminal-input';
import { terminalRefusal } from '../lib/terminal-refusal';
import '../terminal.css';

/**
 * The desk is read at arm's length, often in a bright lobby: secondary texts and links are
 * darker than antd's defaults, and so are the sign-out red and the hovered primary button, so that they keep a WCAG AA contrast.
 */
const deskTheme: ThemeConfig = {
  token: {
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorLink: '#1d5bd8',
    colorPrimaryHover: '#1a4fbf',
    colorError: '#cf1322',
  },
};

/** Two-character Chinese labels keep their text as written ("签出", not "签 出"), so it stays part of each button's accessible name. */
const deskButtons = { autoInsertSpace: false };

/** stage.html: the desk's sign-in form, or the terminal once a reception account (or a manager) is signed in. */
export function TerminalPage() {
  const profile = useProfile();
  const signedIn = profile.token !== '' && profile.loginType !== String(loginTypes.employee);
  return (
    <ConfigProvider theme={deskTheme} button={deskButtons}>
      <DeskFrame signedIn={signedIn}>{signedIn ? <TerminalDesk /> : <DeskSignIn />}</DeskFrame>
    </ConfigProvider>
  );
}

function DeskFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation('terminal');
  const profile = useProfile();
  return (
    <div className="desk-page">
      <header className="desk-header">
        <span className="desk-brand">
          <span className="desk-brand-mark" aria-hidden="true">
            V
          </span>
          <span>
            {t('common:brand')} · {t('title')}
          </span>
        </span>
        <Flex gap={12} align="center" wrap justify="flex-end">
          {signedIn && (
            <Typography.Text className="desk-operator">
              {t('header.operator', { name: profile.username, company: profile.company })}
            </Typography.Text>
          )}
          <LanguageSwitch />
          {signedIn && <Button onClick={() => void signOutOfDesk().catch(() => undefined)}>{t('header.signOut')}</Button>}
        </Flex>
      </header>
      <main className={signedIn ? 'desk-main' : 'desk-main desk-main-narrow'}>{children}</main>
    </div>
  );
}

interface Notice {
  type: 'success' | 'error' | 'info';
  text: string;
}

function TerminalDesk() {
  const { t } = useTranslation('terminal');
  const profile = useProfile();
  const today = useTodayVisits();
  const finder = useFindVisits();
  const { signIn, signOut } = useDeskActions(profile.username);
  const [found, setFound] = useState<FoundVisit[]>([]);
  const [notice, setNotice] = useState<Notice>();
  const [busyVid, setBusyVid] = useState<number>();
  const [walkInOpen, setWalkInOpen] = useState(false);

  const refuse = async (error: unknown, name = '') => {
    const refusal = terminalRefusal(error, name);
    if (refusal) setNotice({ type: 'error', text: t(refusal.key, refusal.values) });
    // Still on site from an earlier visit: that visit's card offers its sign-out.
    const onSite = onSiteVisitOf(error);
    if (onSite === undefined) return;
    const visit = await visitById(onSite).catch(() => undefined);
    if (visit) setFound((shown) => [{ visit }, ...shown.filter((one) => one.visit.vid !== visit.vid)]);
  };

  const lookUp = async (text: string) => {
    const input = readTerminalInput(text);
    if (!input) return;
    setNotice(undefined);
    setFound([]);
    try {
      const visits = await finder.mutateAsync(input);
      setFound(visits);
      if (visits.length === 0) setNotice({ type: 'info', text: t('lookup.nothing', { text: text.trim() }) });
    } catch (error) {
      await refuse(error);
    }
  };

  const act = async (kind: 'signIn' | 'signOut', target: FoundVisit) => {
    setBusyVid(target.visit.vid);
    setNotice(undefined);
    try {
      const now = await (kind === 'signIn' ? signIn : signOut).mutateAsync(target);
      // A code's later use signs in a new visit row: the card follows it.
      setFound((shown) => shown.map((one) => (one.visit.vid === target.visit.vid ? { ...one, visit: now } : one)));
      setNotice({ type: 'success', text: t(kind === 'signIn' ? 'done.signedIn' : 'done.signedOut', { name: now.vname }) });
    } catch (error) {
      await refuse(error, target.visit.vname);
    } finally {
      setBusyVid(undefined);
    }
  };

  // The walk-in is signed in: its card shows as a found visit would, with its sign-out.
  const walkedIn = (walkIn: FoundVisit) => {
    setWalkInOpen(false);
    setFound([walkIn]);
    setNotice({ type: 'success', text: t('done.signedIn', { name: walkIn.visit.vname }) });
  };

  return (
    <Flex vertical gap={20}>
      <section className="desk-lookup" aria-labelledby="desk-title">
        <Flex justify="space-between" align="center" gap={12} wrap className="desk-lookup-head">
          <Typography.Title level={1} id="desk-title" className="desk-title">
            {t('lookup.title')}
          </Typography.Title>
          <Button icon={<UserAddOutlined aria-hidden="true" />} onClick={() => setWalkInOpen(true)}>
            {t('walkIn.open')}
          </Button>
        </Flex>
        <LookupBar busy={finder.isPending} onLookUp={(text) => void lookUp(text)} />
        {notice && (
          <Alert
            className="desk-notice"
            type={notice.type}
            showIcon
            title={notice.text}
            role={notice.type === 'error' ? 'alert' : 'status'}
            closable={{ 'aria-label': t('common:close') }}
            onClose={() => setNotice(undefined)}
          />
        )}
        {found.length > 0 && (
          <Flex vertical gap={12} className="desk-found" aria-label={t('lookup.results')} role="group">
            {found.map((one) => (
              <VisitCard
                key={one.visit.vid}
                found={one}
                busy={busyVid === one.visit.vid}
                onSignIn={(target) => void act('signIn', target)}
                onSignOut={(target) => void act('signOut', target)}
              />
            ))}
          </Flex>
        )}
      </section>
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={12}>
          <TodayList
            kind="expected"
            query={today.expected}
            busyVid={busyVid}
            onAction={(visit) => void act('signIn', { visit })}
          />
        </Col>
        <Col xs={24} lg={12}>
          <TodayList kind="onSite" query={today.onSite} busyVid={busyVid} onAction={(visit) => void act('signOut', { visit })} />
        </Col>
      </Row>
      {walkInOpen && <WalkInDrawer operator={profile.username} onClose={() => setWalkInOpen(false)} onSignedIn={walkedIn} />}
    </Flex>
  );
}
