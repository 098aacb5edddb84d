import { useQuery } from '@tanstack/react-query';
import { Alert, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueryOptions } from '../../../lib/api-query';
import { type DeskGate, gateOfCode, readDeskGate, saveDeskGate } from '../lib/desk-gate';
import { CodeEntry } from './code-entry';

type Outcome = { kind: 'set'; gname: string } | { kind: 'cleared' } | { kind: 'unknown' };

/** Staff set the gate this tablet stands at: by scanning the gate's code, or from the company's list. */
export function GateSetting() {
  const { t } = useTranslation('kiosk');
  const gates = useQuery(apiQueryOptions('getGate'));
  const [gate, setGate] = useState<DeskGate | undefined>(readDeskGate);
  const [outcome, setOutcome] = useState<Outcome>();

  const choose = (next: DeskGate | undefined) => {
    saveDeskGate(next);
    setGate(next);
    setOutcome(next ? { kind: 'set', gname: next.gname } : { kind: 'cleared' });
  };
  const scanned = (text: string) => {
    if (text.trim() === '') return;
    const found = gateOfCode(gates.data ?? [], text);
    if (found) choose({ gid: found.gid, gname: found.gname });
    else setOutcome({ kind: 'unknown' });
  };

  return (
    <section aria-labelledby="kiosk-gate-title">
      <h3 id="kiosk-gate-title" style={{ marginTop: 0 }}>
        {t('gate.title')}
      </h3>
      <p role="status">{gate ? t('gate.current', { gate: gate.gname }) : t('gate.none')}</p>
      {outcome?.kind === 'unknown' ? (
        <Alert type="error" showIcon title={t('gate.unknownCode')} style={{ marginBottom: 16 }} />
      ) : outcome ? (
        <Alert
          type="success"
          showIcon
          title={outcome.kind === 'set' ? t('gate.set', { gate: outcome.gname }) : t('gate.cleared')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <p>{t('gate.scanIntro')}</p>
      <CodeEntry
        onScan={scanned}
        onTyped={scanned}
        paused={gates.isPending}
        fieldLabel={t('gate.code')}
        submitLabel={t('gate.useCode')}
      />
      <label style={{ display: 'block', marginTop: 16 }}>
        <span style={{ display: 'block', marginBottom: 8 }}>{t('gate.pick')}</span>
        <Select
          style={{ width: '100%' }}
          size="large"
          loading={gates.isPending}
          value={gate?.gid ?? 0}
          onChange={(gid: number) => {
            const picked = gates.data?.find((item) => item.gid === gid);
            choose(picked ? { gid: picked.gid, gname: picked.gname } : undefined);
          }}
          options={[
            { value: 0, label: t('gate.noGate') },
            ...(gates.data ?? []).map((item) => ({ value: item.gid, label: item.gname })),
          ]}
        />
      </label>
    </section>
  );
}
