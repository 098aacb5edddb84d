import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { isAppError } from '@vestibule/contract/app-error';
import { type CertificateType, certificateTypes } from '@vestibule/contract/entities/visit';
import type { ExtendVisitor } from '@vestibule/contract/entities/visitor-type';
import { emailPattern, phonePattern } from '@vestibule/contract/patterns';
import { checkIdNumber } from '@vestibule/contract/rules/id-number';
import { Button, Card, Col, DatePicker, Form, type FormInstance, type FormRule, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CustomFields, customFieldTexts } from '../../../components/custom-fields';
import { type EmployeeChoice, EmployeeSelect } from '../../../components/employee-select';
import { FormModal } from '../../../components/form-dialog';
import { PictureUpload } from '../../../components/picture-upload';
import { VisitorSheetImport } from '../../../components/visitor-sheet-import';
import { roomLeft, withImported } from '../../../lib/visitor-import';
import { customFieldsOfType, useCustomFields, useVisitorTypes } from '../../../lib/visitor-types';
import { usePreRegister } from '../api/visits';

/*
 * Pre-registers one or more visitors for a host in one call (addAppointment;
 * spec sections 3 and 5), with the custom fields of the chosen visitor type.
 */

interface VisitorValues {
  name: string;
  phone?: string;
  vemail?: string;
  certType: CertificateType;
  cardId?: string;
  vcompany?: string;
  plateNum?: string;
  belongings?: string;
  memberName?: string;
  vphoto?: string;
  remark?: string;
  /** The custom fields' values by fieldName. */
  extendCol?: Parameters<typeof customFieldTexts>[1];
}

interface PreRegisterValues {
  host: EmployeeChoice | null;
  appointmentDate: Dayjs;
  visitType?: string;
  tid?: number;
  /** How the visitors are told: their invitation with its QR code and entry code, by mail or SMS, or not at all. */
  sendBy: SendBy;
  visitors: VisitorValues[];
}

type SendBy = 'email' | 'sms' | 'none';

/** A visitor without the chosen contact is registered all the same, and told nothing. */
const sendTypeFor = (sendBy: SendBy, visitor: { phone: string; vemail: string }) =>
  (sendBy === 'email' && visitor.vemail) || (sendBy === 'sms' && visitor.phone) ? sendBy : 'none';

export const maxVisitors = 100;
const illegalName = /[<>\p{Cc}]/u;
const blank = (value: unknown) => typeof value !== 'string' || !value.trim();
const newVisitor = (): Partial<VisitorValues> => ({ certType: 'idCard' });
const blankVisitor = (visitor: Partial<VisitorValues> | undefined) =>
  blank(visitor?.name) && blank(visitor?.phone) && blank(visitor?.cardId);

/** The form's name of a field the server's reason names ("0.phone: …", "appointmentDate: …"). */
const topFields: Record<string, string> = {
  appointmentDate: 'appointmentDate',
  empid: 'host',
  visitType: 'visitType',
  vType: 'tid',
  tid: 'tid',
};
const visitorFields = new Set([
  'name',
  'phone',
  'certType',
  'cardId',
  'vcompany',
  'plateNum',
  'belongings',
  'memberName',
  'vphoto',
  'remark',
]);

/**
 * The form field a reason of the server names, if any. `extendKeys` are the
 * custom-field keys each visitor's extendCol list was sent with, so that
 * "0.extendCol.1: …" lands on the field its entry came from.
 */
export function serverFieldError(
  reason: string,
  extendKeys: ReadonlyArray<readonly string[]> = [],
): { name: Array<string | number>; error: string } | undefined {
  const extend = /^(?:atlist\.)?(\d+)\.extendCol\.(\d+):\s*(.+)$/s.exec(reason);
  const extendKey = extend && extendKeys[Number(extend[1])]?.[Number(extend[2])];
  if (extend && extendKey) return { name: ['visitors', Number(extend[1]), 'extendCol', extendKey], error: extend[3] ?? '' };
  const perVisitor = /^(?:atlist\.)?(\d+)\.(\w+):\s*(.+)$/s.exec(reason);
  if (perVisitor && visitorFields.has(perVisitor[2] ?? '')) {
    return { name: ['visitors', Number(perVisitor[1]), perVisitor[2] ?? ''], error: perVisitor[3] ?? '' };
  }
  const top = /^(?:(?:atlist\.)?\d+\.)?(\w+):\s*(.+)$/s.exec(reason);
  const field = top && topFields[top[1] ?? ''];
  return field && top ? { name: [field], error: top[2] ?? '' } : undefined;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** A visitor's filled-in custom fields as the original clients' "key:value" list, which the server keeps as a JSON object. */
function extendEntries(fields: readonly ExtendVisitor[], values: VisitorValues['extendCol']) {
  return Object.entries(customFieldTexts(fields, values))
    .map(([key, text]) => [key, text.trim()] as const)
    .filter(([, text]) => text !== '');
}

export function PreRegisterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('visits');
  const [form] = Form.useForm<PreRegisterValues>();
  const preRegister = usePreRegister();
  const types = useVisitorTypes();
  const customFields = useCustomFields();
  const tid = Form.useWatch('tid', form);
  const chosenType = types.data?.find((type) => type.tid === tid);
  const typeFields = customFieldsOfType(customFields.data ?? [], chosenType?.vType ?? '').filter(
    (field) => field.isDisplay !== 0,
  );

  const submit = (values: PreRegisterValues) => {
    const shared = {
      appointmentDate: values.appointmentDate.valueOf(),
      ...(values.host ? { empid: values.host.value } : {}),
      visitType: trimmed(values.visitType),
      ...(chosenType ? { tid: chosenType.tid, vType: chosenType.vType } : { vType: '' }),
    };
    const extendLists = values.visitors.map((visitor) => extendEntries(typeFields, visitor.extendCol));
    const visitors = values.visitors.map((visitor, index) => ({
      ...shared,
      name: visitor.name.trim(),
      phone: trimmed(visitor.phone),
      vemail: trimmed(visitor.vemail),
      sendType: sendTypeFor(values.sendBy, { phone: trimmed(visitor.phone), vemail: trimmed(visitor.vemail) }),
      certType: visitor.certType,
      cardId: trimmed(visitor.cardId),
      vcompany: trimmed(visitor.vcompany),
      plateNum: trimmed(visitor.plateNum),
      belongings: trimmed(visitor.belongings),
      memberName: trimmed(visitor.memberName),
      vphoto: visitor.vphoto ?? '',
      remark: trimmed(visitor.remark),
      extendCol: (extendLists[index] ?? []).map(([key, text]) => `${key}:${text}`),
    }));
    const extendKeys = extendLists.map((entries) => entries.map(([key]) => key));
    preRegister.mutate(
      { visitors, done: t('preRegister.done', { count: visitors.length }) },
      {
        onSuccess: onClose,
        onError: (error) => {
          const field = isAppError(error) ? serverFieldError(error.message, extendKeys) : undefined;
          if (field) form.setFields([{ name: field.name as never, errors: [field.error] }]);
        },
      },
    );
  };

  return (
    <FormModal
      title={t('preRegister.title')}
      onClose={onClose}
      width={880}
      okText={t('preRegister.submit')}
      cancelText={t('cancel')}
      confirmLoading={preRegister.isPending}
      onOk={() => form.submit()}
    >
      <Form<PreRegisterValues>
        form={form}
        name="pre-register"
        layout="vertical"
        initialValues={{
          host: null,
          appointmentDate: dayjs().add(1, 'hour').startOf('hour'),
          sendBy: 'email',
          visitors: [newVisitor()],
        }}
        onFinish={submit}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="host" label={t('field.host')} rules={[{ required: true, message: t('preRegister.hostRequired') }]}>
              <EmployeeSelect placeholder={t('preRegister.hostPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="appointmentDate"
              label={t('field.appointmentDate')}
              rules={[{ required: true, message: t('preRegister.dateRequired') }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="visitType" label={t('field.visitType')} rules={[{ max: 50, message: t('tooLong', { max: 50 }) }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sendBy" label={t('preRegister.sendBy')} extra={t('preRegister.sendByHint')}>
              <Select
                options={(['email', 'sms', 'none'] as const).map((value) => ({ value, label: t(`preRegister.send.${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="tid" label={t('field.vType')} {...(types.isError ? { help: t('preRegister.typesFailed') } : {})}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={types.isPending}
                placeholder={t('preRegister.vTypePlaceholder')}
                options={(types.data ?? []).map((type) => ({ value: type.tid, label: type.vType }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="visitors">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, index) => (
                <VisitorCard
                  key={row.key}
                  form={form}
                  name={row.name}
                  index={index}
                  customFields={typeFields}
                  onRemove={rows.length > 1 ? () => remove(row.name) : undefined}
                />
              ))}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined aria-hidden="true" />}
                disabled={rows.length >= maxVisitors}
                onClick={() => add(newVisitor())}
              >
                {rows.length >= maxVisitors ? t('preRegister.full', { max: maxVisitors }) : t('preRegister.addVisitor')}
              </Button>
              <div style={{ marginTop: 8 }}>
                <VisitorSheetImport
                  spaceLeft={() => roomLeft(form.getFieldValue('visitors') as VisitorValues[], maxVisitors, blankVisitor)}
                  onImport={(imported) =>
                    form.setFieldValue(
                      'visitors',
                      withImported<Partial<VisitorValues>>(
                        form.getFieldValue('visitors') as VisitorValues[],
                        imported.map(({ name, phone, vemail, vcompany }) => ({ ...newVisitor(), name, phone, vemail, vcompany })),
                        blankVisitor,
                      ),
                    )
                  }
                />
              </div>
            </>
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}

interface VisitorCardProps {
  form: FormInstance<PreRegisterValues>;
  name: number;
  index: number;
  /** The shown custom fields of the chosen visitor type, in form order. */
  customFields: readonly ExtendVisitor[];
  onRemove?: () => void;
}

/** One visitor of the batch: who they are, how to reach them, and what they bring. */
function VisitorCard({ form, name, index, customFields, onRemove }: VisitorCardProps) {
  const { t } = useTranslation('visits');
  const certType = Form.useWatch(['visitors', name, 'certType'], form);
  const cardId = Form.useWatch(['visitors', name, 'cardId'], form);
  const idPassed = certType === 'idCard' && !blank(cardId) && checkIdNumber(String(cardId)) === 'passed';

  const nameRules: FormRule[] = [
    { required: true, whitespace: true, message: t('preRegister.nameRequired') },
    { max: 50, message: t('tooLong', { max: 50 }) },
    {
      validator: async (_rule, value) =>
        illegalName.test(String(value ?? '')) ? Promise.reject(new Error(t('preRegister.nameIllegal'))) : undefined,
    },
  ];
  const phoneRules: FormRule[] = [
    ({ getFieldValue }) => ({
      validator: async (_rule, value) => {
        if (blank(value) && blank(getFieldValue(['visitors', name, 'cardId']))) throw new Error(t('preRegister.phoneOrId'));
        if (!blank(value) && !phonePattern.test(String(value).trim())) throw new Error(t('preRegister.phoneInvalid'));
      },
    }),
  ];
  const cardIdRules: FormRule[] = [
    { max: 30, message: t('tooLong', { max: 30 }) },
    ({ getFieldValue }) => ({
      validator: async (_rule, value) => {
        if (blank(value) || getFieldValue(['visitors', name, 'certType']) !== 'idCard') return;
        const result = checkIdNumber(String(value));
        if (result !== 'passed') throw new Error(t(`idCheck.${result}`));
      },
    }),
  ];
  const text = (field: keyof VisitorValues, max: number, wide = false) => (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item name={[name, field]} label={t(`field.${field}`)} rules={[{ max, message: t('tooLong', { max }) }]}>
        <Input />
      </Form.Item>
    </Col>
  );

  return (
    <Card
      size="small"
      title={t('preRegister.visitorNumber', { number: index + 1 })}
      style={{ marginBottom: 16 }}
      extra={
        onRemove && (
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden="true" />}
            onClick={onRemove}
            aria-label={t('preRegister.removeVisitor', { number: index + 1 })}
          >
            {t('preRegister.remove')}
          </Button>
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'name']} label={t('field.name')} rules={nameRules}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'phone']}
            label={t('field.phone')}
            rules={phoneRules}
            dependencies={[['visitors', name, 'cardId']]}
          >
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'vemail']}
            label={t('field.email')}
            rules={[
              {
                validator: async (_rule, value: unknown) => {
                  if (!blank(value) && !emailPattern.test(String(value).trim())) throw new Error(t('preRegister.emailInvalid'));
                },
              },
            ]}
          >
            <Input type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'certType']} label={t('field.certType')}>
            <Select options={certificateTypes.map((type) => ({ value: type, label: t(`certType.${type}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'cardId']}
            label={t('field.cardId')}
            rules={cardIdRules}
            dependencies={[['visitors', name, 'certType']]}
            {...(idPassed ? { validateStatus: 'success' as const, help: t('idCheck.passed') } : {})}
          >
            <Input />
          </Form.Item>
        </Col>
        {text('vcompany', 100)}
        {text('plateNum', 20)}
        {text('belongings', 255)}
        {text('memberName', 500)}
        {customFields.length > 0 && (
          <Col xs={24}>
            {/* Two columns where the dialog is wide enough, like the fields above. */}
            <div
              style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', columnGap: 16 }}
            >
              <CustomFields fields={customFields} namePrefix={[name, 'extendCol']} />
            </div>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item name={[name, 'vphoto']} label={t('field.photo')}>
            <PictureUpload
              frame={{ width: 72, height: 90 }}
              labels={{
                upload: t('photo.upload'),
                change: t('photo.change'),
                remove: t('photo.remove'),
                preview: t('photo.preview'),
                empty: t('photo.empty'),
                wrongType: t('photo.wrongType'),
              }}
            />
          </Form.Item>
        </Col>
        {text('remark', 500, true)}
      </Row>
    </Card>
  );
}
