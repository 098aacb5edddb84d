import { Button, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useHostSearch } from './walk-in-queries';
import { useWalkInTexts, type WalkInStation } from './walk-in-station';
import type { WalkInHost } from './walk-in-values';

interface HostFieldProps {
  id?: string;
  value?: WalkInHost;
  onChange?: (host: WalkInHost | undefined) => void;
  station: WalkInStation;
}

/** Typing waits this long before the name is looked up. */
const searchDelayMs = 250;
/** Matches shown as buttons; a longer list is narrowed by typing more. */
const shownMatches = 6;

/** The host, found by name: type the start of it and tap the right person. */
export function HostField({ id, value, onChange, station }: HostFieldProps) {
  const { t } = useWalkInTexts(station);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const matches = useHostSearch(search);

  if (value) {
    return (
      <div className="walk-in-host-chosen">
        <span className="walk-in-host-name">{value.empName}</span>
        <Button size="large" onClick={() => onChange?.(undefined)}>
          {t('host.change')}
        </Button>
      </div>
    );
  }
  const list = (matches.data ?? []).slice(0, shownMatches);
  return (
    <div className="walk-in-host">
      <Input
        id={id}
        size="large"
        value={typed}
        autoComplete="off"
        placeholder={t('host.placeholder')}
        onChange={(event) => setTyped(event.target.value)}
      />
      {search !== '' && matches.isFetching && <Spin aria-label={t('host.searching')} />}
      {search !== '' && matches.isSuccess && list.length === 0 && <p className="walk-in-host-none">{t('host.none')}</p>}
      {list.length > 0 && (
        <div className="walk-in-chips" role="group" aria-label={t('host.matches')}>
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
