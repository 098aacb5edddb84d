import type { ExtendVisitor, VisitorType } from '@vestibule/contract/entities/visitor-type';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visitReasonLabel } from '../../lib/visit-reasons';
import { customFieldsOfType } from '../../lib/visitor-types';
import { CustomFields } from '../custom-fields';
import { ChoiceChips } from './choice-chips';
import { ContactFields } from './contact-fields';
import { HostField } from './host-field';
import { maxPeople, PeopleCount } from './people-count';
import { PhotoField } from './photo-field';
import { useWalkInTexts, type WalkInStation } from './walk-in-station';
import { walkInFields, type WalkInValues } from './walk-in-values';
import './walk-in.css';

interface WalkInFormProps {
  station: WalkInStation;
  initial: WalkInValues;
  types: readonly VisitorType[];
  fields: readonly ExtendVisitor[];
  reasons: readonly string[];
  avatars: readonly string[];
  busy: boolean;
  onSubmit: (values: WalkInValues, fields: readonly ExtendVisitor[]) => void;
  className?: string;
}

/**
 * Who is visiting whom, with the type's own fields, the team and a photo; at
 * the terminal also the visitor's phone or ID number, which the tablet asks
 * before the form. A photo is needed, or one of the built-in avatars.
 */
export function WalkInForm({ station, initial, types, fields, reasons, avatars, busy, onSubmit, className }: WalkInFormProps) {
  const { t } = useWalkInTexts(station);
  const { t: common } = useTranslation();
  const [form] = Form.useForm<WalkInValues>();
  const [cameraFailed, setCameraFailed] = useState(false);
  const tid = Form.useWatch('tid', form) ?? initial.tid;
  const peopleCount = Form.useWatch('peopleCount', form) ?? 1;
  const type = types.find((candidate) => candidate.tid === tid);
  const typeFields = walkInFields(customFieldsOfType(fields, type?.vType ?? ''));
  const photoMissing = `photo.missing.${cameraFailed ? 'withoutCamera' : 'withCamera'}${avatars.length > 0 ? 'OrAvatar' : ''}`;

  return (
    <Form<WalkInValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={initial}
      onFinish={(values) => onSubmit({ ...values, tid }, typeFields)}
      scrollToFirstError
      className={['walk-in-form', `walk-in-${station}`, className].filter(Boolean).join(' ')}
    >
      {types.length > 1 && (
        <Form.Item name="tid" label={t('form.type')}>
          <ChoiceChips label={t('form.type')} options={types.map((item) => ({ value: item.tid, label: item.vType }))} />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[
          { required: true, whitespace: true, message: t('form.nameMissing') },
          { max: 50, message: t('form.nameTooLong') },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {station === 'desk' && <ContactFields station={station} />}
      <Form.Item name="host" label={t('host.label')} rules={[{ required: true, message: t('host.missing') }]}>
        <HostField station={station} />
      </Form.Item>
      {reasons.length > 0 && (
        <Form.Item name="visitType" label={t('form.reason')}>
          <ChoiceChips
            label={t('form.reason')}
            clearable
            options={reasons.map((reason) => ({ value: reason, label: visitReasonLabel(common, reason) }))}
          />
        </Form.Item>
      )}
      <CustomFields fields={typeFields} namePrefix={['extendCol']} />
      <Form.Item name="peopleCount" label={t('form.peopleCount')}>
        <PeopleCount fewerLabel={t('form.fewer')} moreLabel={t('form.more')} />
      </Form.Item>
      {Array.from({ length: Math.max(0, Math.min(peopleCount, maxPeople) - 1) }, (_, index) => (
        <Form.Item key={index} name={['members', index]} label={t('form.member', { number: index + 2 })}>
          <Input autoComplete="off" maxLength={50} />
        </Form.Item>
      ))}
      <Form.Item name="photoUrl" label={t('photo.label')} rules={[{ required: true, message: t(photoMissing) }]}>
        <PhotoField avatars={avatars} station={station} onCameraFailed={setCameraFailed} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy} className="walk-in-submit">
        {t('form.submit')}
      </Button>
    </Form>
  );
}
