import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  type DepotFormValues,
  depotLinesMax,
  receptionLevels,
  type SignInForm,
  type VipFormValues,
  vipServices,
} from '@vestibule/contract/entities/visit-form';
import { Button, Checkbox, Form, Input, InputNumber, Segmented, Spin, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInForms } from '../lib/sign-in-form';

interface DepotValues {
  goods?: Array<{ name?: string; quantity?: number | null; unit?: string }>;
  tools?: Array<{ name?: string; quantity?: number | null }>;
  plateNum?: string;
  deliveryNoteNo?: string;
  remark?: string;
}

interface VipValues {
  guestTitle?: string;
  partySize?: number | null;
  receptionLevel?: (typeof receptionLevels)[number];
  services?: Array<(typeof vipServices)[number]>;
  arrivalTime?: Dayjs | null;
  specialRequests?: string;
}

/** The depot record as the sign-in sends it: lines without a name are left out. */
export function depotFormOf(values: DepotValues): DepotFormValues {
  const named = <T extends { name?: string }>(lines: T[] = []) => lines.filter((line) => (line.name ?? '').trim() !== '');
  return {
    goods: named(values.goods).map((line) => ({
      name: (line.name ?? '').trim(),
      quantity: line.quantity ?? 1,
      unit: (line.unit ?? '').trim(),
    })),
    tools: named(values.tools).map((line) => ({ name: (line.name ?? '').trim(), quantity: line.quantity ?? 1 })),
    plateNum: (values.plateNum ?? '').trim(),
    deliveryNoteNo: (values.deliveryNoteNo ?? '').trim(),
    remark: (values.remark ?? '').trim(),
  };
}

export function vipFormOf(values: VipValues): VipFormValues {
  return {
    guestTitle: (values.guestTitle ?? '').trim(),
    partySize: values.partySize ?? 1,
    receptionLevel: values.receptionLevel ?? 'standard',
    services: values.services ?? [],
    arrivalTime: values.arrivalTime ? values.arrivalTime.format('HH:mm') : '',
    specialRequests: (values.specialRequests ?? '').trim(),
  };
}

interface SignInFormStepProps {
  kind: SignInForm;
  busy: boolean;
  /** The refusal of the last try, shown under the form. */
  refusal?: ReactNode;
  onSubmit: (forms: SignInForms) => void;
  onBack: () => void;
}

/** The form the visitor type asks for, filled before the tablet signs the visitor in. */
export function SignInFormStep({ kind, busy, refusal, onSubmit, onBack }: SignInFormStepProps) {
  const { t, ready } = useTranslation('visitForms', { useSuspense: false });
  const [form] = Form.useForm();
  const [empty, setEmpty] = useState(false);
  if (!ready) return <Spin size="large" />;
  const finish = (values: DepotValues & VipValues) => {
    if (kind === 'vip') {
      onSubmit({ askedForm: 'vip', vipForm: vipFormOf(values) });
      return;
    }
    const depotForm = depotFormOf(values);
    setEmpty(depotForm.goods.length + depotForm.tools.length === 0);
    if (depotForm.goods.length + depotForm.tools.length > 0) onSubmit({ askedForm: 'depot', depotForm });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      className="kiosk-panel kiosk-sign-in-form"
      aria-label={t(`kind.${kind}`)}
      style={{ maxWidth: 820, width: '100%', margin: '0 auto' }}
      initialValues={kind === 'depot' ? { goods: [{ quantity: 1 }], tools: [] } : { partySize: 1, receptionLevel: 'standard' }}
      onFinish={finish}
    >
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t(`kind.${kind}`)}
      </Typography.Title>
      <Typography.Paragraph>{t(`step.${kind}Intro`)}</Typography.Paragraph>
      {kind === 'vip' ? <VipFields /> : <DepotFields />}
      {empty && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBottom: 16 }}>
          {t('depot.atLeastOne')}
        </Typography.Text>
      )}
      {refusal}
      <div style={{ display: 'grid', gap: 16, marginTop: 16 }}>
        <Button type="primary" htmlType="submit" block loading={busy} style={{ minHeight: 64, fontSize: 22 }}>
          {t('step.signIn')}
        </Button>
        <Button block onClick={onBack} style={{ minHeight: 56 }}>
          {t('step.back')}
        </Button>
      </div>
    </Form>
  );
}

function VipFields() {
  const { t } = useTranslation('visitForms');
  return (
    <>
      <Form.Item name="guestTitle" label={t('vip.guestTitle')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="partySize" label={t('vip.partySize')}>
        <InputNumber min={1} max={500} precision={0} inputMode="numeric" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="receptionLevel" label={t('vip.receptionLevel')}>
        <Segmented block options={receptionLevels.map((level) => ({ value: level, label: t(`vip.level.${level}`) }))} />
      </Form.Item>
      <Form.Item name="services" label={t('vip.services')}>
        <Checkbox.Group
          className="kiosk-form-choices"
          options={vipServices.map((service) => ({ value: service, label: t(`vip.service.${service}`) }))}
        />
      </Form.Item>
      <Form.Item name="arrivalTime" label={t('vip.arrivalTime')}>
        <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} inputReadOnly style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="specialRequests" label={t('vip.specialRequests')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </>
  );
}

function DepotLines({ list, withUnit }: { list: 'goods' | 'tools'; withUnit: boolean }) {
  const { t } = useTranslation('visitForms');
  return (
    <fieldset className="kiosk-form-lines">
      <legend>{t(`depot.${list}`)}</legend>
      <Form.List name={list}>
        {(lines, { add, remove }) => (
          <>
            {lines.map((line, index) => (
              <div key={line.key} className="kiosk-form-line">
                <Form.Item
                  name={[line.name, 'name']}
                  label={t('depot.name')}
                  rules={[{ required: true, whitespace: true, message: t('depot.nameRequired') }]}
                >
                  <Input
                    maxLength={100}
                    autoComplete="off"
                    aria-label={t('depot.lineName', { list: t(`depot.${list}`), n: index + 1 })}
                  />
                </Form.Item>
                <Form.Item name={[line.name, 'quantity']} label={t('depot.quantity')} initialValue={1}>
                  <InputNumber
                    min={withUnit ? 0.001 : 1}
                    max={withUnit ? 1_000_000 : 10_000}
                    precision={withUnit ? undefined : 0}
                    inputMode="decimal"
                    aria-label={t('depot.lineQuantity', { list: t(`depot.${list}`), n: index + 1 })}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                {withUnit && (
                  <Form.Item name={[line.name, 'unit']} label={t('depot.unit')}>
                    <Input maxLength={20} autoComplete="off" style={{ width: 120 }} />
                  </Form.Item>
                )}
                {/* A blank label keeps the button level with the line's inputs. */}
                <Form.Item label=" " colon={false}>
                  <Button
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t('depot.removeLine', { list: t(`depot.${list}`), n: index + 1 })}
                    onClick={() => remove(line.name)}
                    style={{ minWidth: 56 }}
                  />
                </Form.Item>
              </div>
            ))}
            {lines.length < depotLinesMax && (
              <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ quantity: 1 })} style={{ minHeight: 56 }}>
                {t(list === 'goods' ? 'depot.addGoods' : 'depot.addTool')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

function DepotFields() {
  const { t } = useTranslation('visitForms');
  return (
    <>
      <DepotLines list="goods" withUnit />
      <DepotLines list="tools" withUnit={false} />
      <div className="kiosk-form-pair">
        <Form.Item name="plateNum" label={t('depot.plateNum')}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="deliveryNoteNo" label={t('depot.deliveryNoteNo')}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item name="remark" label={t('depot.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}
