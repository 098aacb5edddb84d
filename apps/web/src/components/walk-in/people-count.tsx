import { Button } from 'antd';

/** Most people one walk-in sign-in brings (UpdatePhoto's limit). */
export const maxPeople = 100;

interface PeopleCountProps {
  value?: number;
  onChange?: (value: number) => void;
  fewerLabel: string;
  moreLabel: string;
}

/** How many come, from 1 to maxPeople, by one less or one more. */
export function PeopleCount({ value = 1, onChange, fewerLabel, moreLabel }: PeopleCountProps) {
  const step = (by: number) => onChange?.(Math.min(maxPeople, Math.max(1, value + by)));
  return (
    <div className="walk-in-count">
      <Button size="large" className="walk-in-step" aria-label={fewerLabel} disabled={value <= 1} onClick={() => step(-1)}>
        −
      </Button>
      <output aria-live="polite">{value}</output>
      <Button size="large" className="walk-in-step" aria-label={moreLabel} disabled={value >= maxPeople} onClick={() => step(1)}>
        +
      </Button>
    </div>
  );
}
