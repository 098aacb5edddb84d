import { Button } from 'antd';

interface ChoiceChipsProps<T extends string | number> {
  value?: T;
  onChange?: (value: T | undefined) => void;
  options: ReadonlyArray<{ value: T; label: string }>;
  label: string;
  /** Whether tapping the chosen one again clears it. */
  clearable?: boolean;
}

/** Big buttons for a short list of choices, one pressed. */
export function ChoiceChips<T extends string | number>({ value, onChange, options, label, clearable }: ChoiceChipsProps<T>) {
  return (
    <div className="walk-in-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="large"
          type={option.value === value ? 'primary' : 'default'}
          aria-pressed={option.value === value}
          onClick={() => onChange?.(clearable && option.value === value ? undefined : option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
