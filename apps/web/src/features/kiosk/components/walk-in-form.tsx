import type { ExtendVisitor, VisitorType } from '@vestibule/contract/entities/visitor-type';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomFields } from '../../../components/custom-fields';
import { customFieldsOfType } from '../../../lib/visitor-types';
import { tabletFields, type WalkInValues } from '../lib/walk-in';
import { HostField } from './host-field';
import { PhotoField } from './photo-field';

/** Most people one walk-in sign-in brings (UpdatePhoto's limit). */
const maxPeople = 100;

interface ChoiceProps<T extends string | number> {
  value?: T;
  onChange?: (value: T | undefined) => void;
  options: ReadonlyArray<{ value: T; label: string }>;
  label: string;
  /** Whether tapping the chosen one again clears it. */
  clearable?: boolean;
}

/** Big buttons for a short list of choices, one pressed. */
function Choice<T extends string | number>({ value, onChange, options, label, clearable }: ChoiceProps<T>) {
  return (
    <div className="kiosk-chips" role="group" aria-label={label}>
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

function PeopleCount({ value = 1, onChange }: { value?: number; onChange?: (value: number) => void }) {
  const { t } = useTranslation('kiosk');
  const step = (by: number) => onChange?.(Math.min(maxPeople, Math.max(1, value + by)));
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Button
        size="large"
        aria-label={t('walkIn.fewer')}
        disabled={value <= 1}
        onClick={() => step(-1)}
        style={{ width: 56, height: 56 }}
      >
        −
      </Button>
      <output aria-live="polite" style={{ fontSize: 26, minWidth: 40, textAlign: 'center' }}>
        {value}
      </output>
      <Button
        size="large"
        aria-label={t('walkIn.more')}
        disabled={value >= maxPeople}
        onClick={() => step(1)}
        style={{ width: 56, height: 56 }}
      >
        +
      </Button>
    </div>
  );
}

interface WalkInFormProps {
  initial: WalkInValues;
  types: readonly VisitorType[];
  fields: readonly ExtendVisitor[];
  reasons: readonly string[];
  avatars: readonly string[];
  busy: boolean;
  onSubmit: (values: WalkInValues, fields: readonly ExtendVisitor[]) => void;
}

/** Who is visiting whom, with the type's own fields, the team and a photo. */
export function WalkInForm({ initial, types, fields, reasons, avatars, busy, onSubmit }: WalkInFormProps) {
  const { t } = useTranslation('kiosk');
  const [form] = Form.useForm<WalkInValues>();
  const tid = Form.useWatch('tid', form) ?? initial.tid;
  const peopleCount = Form.useWatch('peopleCount', form) ?? 1;
  const type = types.find((candidate) => candidate.tid === tid);
  const typeFields = tabletFields(customFieldsOfType(fields, type?.vType ?? ''));
  const required = (message: string) => [{ required: true, message }];

  return (
    <Form<WalkInValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={initial}
      onFinish={(values) => onSubmit({ ...values, tid }, typeFields)}
      scrollToFirstError
      className="kiosk-panel"
      style={{ maxWidth: 880, width: '100%', margin: '0 auto' }}
    >
      {types.length > 1 && (
        <Form.Item name="tid" label={t('walkIn.type')}>
          <Choice label={t('walkIn.type')} options={types.map((item) => ({ value: item.tid, label: item.vType }))} />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('walkIn.name')}
        rules={[
          { required: true, whitespace: true, message: t('walkIn.nameMissing') },
          { max: 50, message: t('walkIn.nameTooLong') },
        ]}
      >
        <Input autoComplete="off" style={{ minHeight: 56 }} />
      </Form.Item>
      <Form.Item name="host" label={t('walkIn.host')} rules={required(t('walkIn.hostMissing'))}>
        <HostField />
      </Form.Item>
      {reasons.length > 0 && (
        <Form.Item name="visitType" label={t('walkIn.reason')}>
          <Choice label={t('walkIn.reason')} clearable options={reasons.map((reason) => ({ value: reason, label: reason }))} />
        </Form.Item>
      )}
      <CustomFields fields={typeFields} namePrefix={['extendCol']} />
      <Form.Item name="peopleCount" label={t('walkIn.peopleCount')}>
        <PeopleCount />
      </Form.Item>
      {Array.from({ length: Math.max(0, Math.min(peopleCount, maxPeople) - 1) }, (_, index) => (
        <Form.Item key={index} name={['members', index]} label={t('walkIn.member', { number: index + 2 })}>
          <Input autoComplete="off" maxLength={50} />
        </Form.Item>
      ))}
      <Form.Item
        name="photoUrl"
        label={t('walkIn.photo')}
        rules={required(t(avatars.length > 0 ? 'walkIn.photoOrAvatarMissing' : 'walkIn.photoMissing'))}
      >
        <PhotoField avatars={avatars} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy} style={{ minHeight: 64, fontSize: 22 }}>
        {t('walkIn.submit')}
      </Button>
    </Form>
  );
}
