import type { ExtendVisitor } from '@vestibule/contract/entities/visitor-type';
import { Alert, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { WalkInForm } from '../../../components/walk-in/walk-in-form';
import { useWalkInChoices } from '../../../components/walk-in/walk-in-queries';
import { type WalkInValues, walkInRequest } from '../../../components/walk-in/walk-in-values';
import { onSiteVisitOf } from '../../../lib/on-site-visit';
import { type FoundVisit, useDeskActions, visitById } from '../api/terminal-visits';
import { useBuiltInAvatars, useWalkInSignIn } from '../api/terminal-walk-in';
import { terminalRefusal } from '../lib/terminal-refusal';
import { VisitCard } from './visit-card';

interface WalkInPanelProps {
  operator: string;
  onSignedIn: (found: FoundVisit) => void;
}

interface Notice {
  type: 'error' | 'success';
  text: string;
}

/**
 * The walk-in form of the tablet, filled in by the receptionist. A refusal is
 * told beside the form, which keeps what was typed; a visitor still on site
 * from an earlier visit gets that visit's card with its sign-out, then the
 * form is sent again.
 */
export function WalkInPanel({ operator, onSignedIn }: WalkInPanelProps) {
  const { t } = useTranslation('terminal');
  const { types, fields, reasons, ready } = useWalkInChoices();
  const { avatars, ready: avatarsReady } = useBuiltInAvatars();
  const signIn = useWalkInSignIn(operator);
  const { signOut } = useDeskActions(operator);
  const [notice, setNotice] = useState<Notice>();
  const [onSite, setOnSite] = useState<FoundVisit>();
  const outcome = useRef<HTMLDivElement>(null);
  // Told below a long form, a refusal would go unseen: the drawer brings it, and the card after it, into view.
  useEffect(() => {
    if (notice) outcome.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [notice, onSite]);

  const submit = async (values: WalkInValues, typeFields: readonly ExtendVisitor[]) => {
    setNotice(undefined);
    setOnSite(undefined);
    try {
      onSignedIn({ visit: await signIn.mutateAsync(walkInRequest(values, types, typeFields)) });
    } catch (error) {
      const refusal = terminalRefusal(error, values.name.trim());
      if (refusal) setNotice({ type: 'error', text: t(refusal.key, refusal.values) });
      const vid = onSiteVisitOf(error);
      const earlier = vid === undefined ? undefined : await visitById(vid).catch(() => undefined);
      if (earlier) setOnSite({ visit: earlier });
    }
  };

  const signOutEarlier = async (found: FoundVisit) => {
    try {
      const now = await signOut.mutateAsync(found);
      setOnSite({ visit: now });
      setNotice({ type: 'success', text: t('walkIn.earlierSignedOut', { name: now.vname }) });
    } catch (error) {
      const refusal = terminalRefusal(error, found.visit.vname);
      if (refusal) setNotice({ type: 'error', text: t(refusal.key, refusal.values) });
    }
  };

  if (!ready || !avatarsReady) return <PageLoading />;
  return (
    <Flex vertical gap={16}>
      <WalkInForm
        station="desk"
        initial={{ name: '', peopleCount: 1, ...(types[0] ? { tid: types[0].tid } : {}) }}
        types={types}
        fields={fields}
        reasons={reasons}
        avatars={avatars}
        busy={signIn.isPending}
        onSubmit={(values, typeFields) => void submit(values, typeFields)}
      />
      <Flex vertical gap={16} ref={outcome}>
        {notice && <Alert type={notice.type} showIcon title={notice.text} role={notice.type === 'error' ? 'alert' : 'status'} />}
        {onSite && (
          <VisitCard
            found={onSite}
            busy={signOut.isPending}
            onSignIn={() => undefined}
            onSignOut={(found) => void signOutEarlier(found)}
          />
        )}
      </Flex>
    </Flex>
  );
}
