import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { gidParts, useGates } from '../lib/gates';

interface GateSelectProps {
  /** The gid text: comma-separated gate ids (or the original console's free text). */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * A form control choosing the company's gates by name, held as the gid text. Typed text that is no gate stays as
 * typed, so a desk set up from the original console keeps its value.
 */
export function GateSelect({ value = '', onChange, id }: GateSelectProps) {
  const { t } = useTranslation('components');
  const gates = useGates();
  return (
    <Select<string[]>
      id={id}
      mode="tags"
      allowClear
      loading={gates.isPending}
      placeholder={t('gateSelect.placeholder')}
      notFoundContent={t('gateSelect.none')}
      value={gidParts(value)}
      onChange={(parts) =>
        onChange?.(
          parts
            .map((part) => part.trim())
            .filter(Boolean)
            .join(','),
        )
      }
      showSearch={{ optionFilterProp: 'label' }}
      options={(gates.data ?? []).map((gate) => ({ value: String(gate.gid), label: gate.gname }))}
    />
  );
}
