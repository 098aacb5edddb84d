import { Button, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostSearch } from '../api/kiosk';
import type { WalkInHost } from '../lib/walk-in';

interface HostFieldProps {
  id?: string;
  value?: WalkInHost;
  onChange?: (host: WalkInHost | undefined) => void;
}

/** Typing waits this long before the tablet looks the name up. */
const searchDelayMs = 250;
/** Matches shown as buttons; a longer list is narrowed by typing more. */
const shownMatches = 6;

/** The host, found by name: the visitor types the start of it and taps the right person. */
export function HostField({ id, value, onChange }: HostFieldProps) {
  const { t } = useTranslation('kiosk');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const matches = useHostSearch(search);

  if (value) {
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <span style={{ fontSize: 22, fontWeight: 600 }}>{value.empName}</span>
        <Button size="large" onClick={() => onChange?.(undefined)} style={{ minHeight: 48 }}>
          {t('walkIn.changeHost')}
        </Button>
      </div>
    );
  }
  const list = (matches.data ?? []).slice(0, shownMatches);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input
        id={id}
        size="large"
        value={typed}
        autoComplete="off"
        placeholder={t('walkIn.hostPlaceholder')}
        onChange={(event) => setTyped(event.target.value)}
        style={{ minHeight: 56 }}
      />
      {search !== '' && matches.isFetching && <Spin aria-label={t('searching')} />}
      {search !== '' && matches.isSuccess && list.length === 0 && <p style={{ margin: 0 }}>{t('walkIn.noHost')}</p>}
      {list.length > 0 && (
        <div className="kiosk-chips" role="group" aria-label={t('walkIn.hostMatches')}>
          {list.map((employee) => (
            <Button
              key={employee.empid}
              size="large"
              onClick={() => onChange?.({ empid: employee.empid, empName: employee.empName })}
            >
              {employee.empName}
              {employee.empPosition ? ` · ${employee.empPosition}` : ''}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
