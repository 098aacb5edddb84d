import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { certificateTypes } from '@vestibule/contract/entities/visit';
import type { ExtendVisitor } from '@vestibule/contract/entities/visitor-type';
import { emailPattern, phonePattern } from '@vestibule/contract/patterns';
import { checkIdNumber } from '@vestibule/contract/rules/id-number';
import { Button, Card, Col, Form, type FormInstance, type FormRule, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomFields } from '../../../components/custom-fields';
import { PictureUpload } from '../../../components/picture-upload';
import { blank, illegalName, type PreRegisterValues, type VisitorValues } from './pre-register-values';

interface VisitorCardProps {
  form: FormInstance<PreRegisterValues>;
  name: number;
  index: number;
  /** The shown custom fields of the chosen visitor type, in form order. */
  customFields: readonly ExtendVisitor[];
  onRemove?: () => void;
}

/** One visitor of the batch: who they are, how to reach them, and what they bring. */
export function VisitorCard({ form, name, index, customFields, onRemove }: VisitorCardProps) {
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
