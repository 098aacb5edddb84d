import HomeOutlined from '@ant-design/icons/HomeOutlined';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { formatDay } from '../../../lib/dates';
import { signOutVisit } from '../api/kiosk';
import { onSiteVisitOf } from '../../../lib/on-site-visit';
import { kioskRefusal } from '../lib/kiosk-refusal';

interface KioskFrameProps {
  title: string;
  logo?: string;
  /** Shown on every screen but home: back to the start. */
  onHome?: () => void;
  /** More controls at the header's end (the staff's corner on the home screen). */
  extra?: ReactNode;
  children: ReactNode;
}

/** Every tablet screen: the company's logo, the screen's title, the way home and the language. */
export function KioskFrame({ title, logo, onHome, extra, children }: KioskFrameProps) {
  const { t } = useTranslation('kiosk');
  return (
    <>
      <header className="kiosk-header">
        {logo ? <img className="kiosk-logo" src={logo} alt={t('logo')} /> : null}
        <h1>{title}</h1>
        <LanguageSwitch />
        {onHome && (
          <Button size="large" icon={<HomeOutlined aria-hidden="true" />} onClick={onHome} style={{ minHeight: 56 }}>
            {t('home')}
          </Button>
        )}
        {extra}
      </header>
      <main className="kiosk-main">{children}</main>
    </>
  );
}

/** A time of day, with the day when it is not today. */
export const kioskTime = (epochMs: number): string =>
  dayjs(epochMs).isSame(dayjs(), 'day')
    ? dayjs(epochMs).format('HH:mm')
    : `${formatDay(epochMs)} ${dayjs(epochMs).format('HH:mm')}`;

/**
 * Why the last action was refused, in the tablet's plain words; nothing when
 * there is no refusal to explain. A visitor still signed in from an earlier
 * visit may sign that one out here and then start again.
 */
export function RefusalMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('kiosk');
  const onSite = onSiteVisitOf(error);
  const signOut = useMutation({ mutationFn: signOutVisit });
  const shown = useRef<HTMLDivElement>(null);
  // A refusal below a long form would go unseen on a tablet: the page brings it into view.
  useEffect(() => {
    if (error) shown.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error, signOut.isSuccess]);
  if (!error) return null;
  const refusal = kioskRefusal(error, kioskTime);
  if (onSite !== undefined && signOut.isSuccess) {
    return (
      <div ref={shown}>
        <Alert role="status" type="success" showIcon style={{ fontSize: 20 }} title={t('refusal.signedOutNow')} />
      </div>
    );
  }
  return (
    <div ref={shown}>
      <Alert
        role="alert"
        type="warning"
        showIcon
        style={{ fontSize: 20 }}
        title={refusal ? t(refusal.key, refusal.values) : t('refusal.other')}
        action={
          onSite === undefined ? undefined : (
            <Button size="large" type="primary" loading={signOut.isPending} onClick={() => signOut.mutate(onSite)}>
              {t('refusal.signOutNow')}
            </Button>
          )
        }
      />
    </div>
  );
}
