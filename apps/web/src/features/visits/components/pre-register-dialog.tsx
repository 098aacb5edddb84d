import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { isAppError } from '@vestibule/contract/app-error';
import { Button, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DoorGroupPicker, egidsOf } from '../../../components/door-group-picker';
import { EmployeeSelect } from '../../../components/employee-select';
import { FormModal } from '../../../components/form-dialog';
import { VisitorSheetImport } from '../../../components/visitor-sheet-import';
import { roomLeft, withImported } from '../../../lib/visitor-import';
import { customFieldsOfType, useCustomFields, useVisitorTypes } from '../../../lib/visitor-types';
import { usePreRegister } from '../api/visits';
import {
  blankVisitor,
  extendEntries,
  maxVisitors,
  newVisitor,
  type PreRegisterValues,
  sendTypeFor,
  serverFieldError,
  trimmed,
  type VisitorValues,
} from './pre-register-values';
import { VisitorCard } from './pre-register-visitor-card';

/*
 * Pre-registers one or more visitors for a host in one call (addAppointment;
 * spec sections 3 and 5), with the custom fields of the chosen visitor type.
 */

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
      ...egidsOf(values.egids),
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
          <Col xs={24} md={12}>
            <DoorGroupPicker grant="visit" />
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
