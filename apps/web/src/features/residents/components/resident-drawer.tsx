import { idCardProblem } from '@vestibule/contract/rules/id-number';
import { phonePattern } from '@vestibule/contract/patterns';
import type { ResidentVisitor } from '@vestibule/contract/entities/resident-visitor';
import { AutoComplete, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DoorGroupPicker } from '../../../components/door-group-picker';
import { FormDrawer } from '../../../components/form-dialog';
import { PictureUpload } from '../../../components/picture-upload';
import { requiredRule } from '../../../lib/form-rules';
import { useRegisterResidentFaces } from '../api/faces';
import { useProjects } from '../api/projects';
import { useResidentCompanies, useSaveResident } from '../api/residents';
import { blankResident, residentBodyOf, type ResidentFormValues, residentValuesOf } from '../lib/resident-form';
import { ValidityFields } from './validity-fields';

export type ResidentDrawerMode = { kind: 'add'; pid?: number } | { kind: 'edit'; resident: ResidentVisitor };

const formId = 'resident-form';

/** Adds or edits a resident: every field the roster keeps (api-facts 4.5), the photo through Upload. */
export function ResidentDrawer({ mode, onClose }: { mode: ResidentDrawerMode; onClose: () => void }) {
  const { t } = useTranslation('residents');
  const save = useSaveResident();
  const registerFaces = useRegisterResidentFaces();
  const submit = (values: ResidentFormValues) => {
    const name = values.name.trim();
    // The server takes the registration back when the photo changes: a new photo registers again at once.
    const newPhoto = values.avatar !== '' && values.avatar !== (mode.kind === 'edit' ? mode.resident.avatar : '');
    save.mutate(
      {
        rid: mode.kind === 'edit' ? mode.resident.rid : undefined,
        values: residentBodyOf(values),
        done: mode.kind === 'edit' ? t('resident.updated', { name }) : t('resident.added', { name }),
      },
      {
        onSuccess: (rid) => {
          if (newPhoto) registerFaces.mutate([rid]);
          onClose();
        },
      },
    );
  };
  return (
    <FormDrawer
      size={640}
      title={mode.kind === 'edit' ? t('resident.editTitle', { name: mode.resident.name }) : t('resident.addTitle')}
      onClose={onClose}
      footer={(close) => (
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={save.isPending}>
            {t('save')}
          </Button>
        </Space>
      )}
    >
      <ResidentFormFields
        initialValues={mode.kind === 'edit' ? residentValuesOf(mode.resident) : blankResident(mode.pid)}
        onFinish={submit}
      />
    </FormDrawer>
  );
}

function ResidentFormFields({
  initialValues,
  onFinish,
}: {
  initialValues: ResidentFormValues;
  onFinish: (values: ResidentFormValues) => void;
}) {
  const { t } = useTranslation('residents');
  const [form] = Form.useForm<ResidentFormValues>();
  const projects = useProjects();
  const companies = useResidentCompanies();
  const half = { xs: 24, sm: 12 };
  const eitherGiven = {
    validator: async () => {
      const { phone, cardid } = form.getFieldsValue(['phone', 'cardid']) as Pick<ResidentFormValues, 'phone' | 'cardid'>;
      if (!phone?.trim() && !cardid?.trim()) throw new Error(t('resident.phoneOrIdRequired'));
    },
  };
  const validIdNumber = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (idCardProblem(value ?? '')) throw new Error(t('resident.idNumberInvalid'));
    },
  };
  const text = (name: keyof ResidentFormValues, label: string, max: number) => (
    <Col {...half}>
      <Form.Item name={name} label={label}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );
  return (
    <Form<ResidentFormValues>
      form={form}
      id={formId}
      layout="vertical"
      name="resident"
      initialValues={initialValues}
      onFinish={onFinish}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label={t('resident.name')} rules={[requiredRule(t('resident.nameRequired'))]}>
            <Input maxLength={50} autoFocus />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="company" label={t('resident.company')} rules={[requiredRule(t('resident.companyRequired'))]}>
            <AutoComplete
              maxLength={100}
              options={(companies.data ?? []).map(({ company }) => ({ value: company }))}
              filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.trim().toLowerCase())}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="pid" label={t('resident.project')}>
            <Select
              allowClear
              loading={projects.isPending}
              placeholder={t('resident.noProject')}
              options={(projects.data ?? []).map((project) => ({ value: project.pid, label: project.pName }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="phone"
            label={t('resident.phone')}
            dependencies={['cardid']}
            rules={[eitherGiven, { pattern: phonePattern, message: t('phoneInvalid') }]}
          >
            <Input type="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="cardid" label={t('resident.idNumber')} dependencies={['phone']} rules={[eitherGiven, validIdNumber]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sex" label={t('resident.sex')}>
            <Select options={[0, 1, 2].map((value) => ({ value, label: t(`sex.${value}`) }))} />
          </Form.Item>
        </Col>
        {text('age', t('resident.age'), 10)}
        {text('job', t('resident.job'), 50)}
        {text('department', t('resident.department'), 100)}
        {text('leader', t('resident.leader'), 50)}
        {text('area', t('resident.area'), 100)}
        <ValidityFields
          startLabel={t('resident.startDate')}
          endLabel={t('resident.endDate')}
          requiredMessage={t('resident.dateRequired')}
        />
        {text('cardNo', t('resident.cardNo'), 50)}
        {text('plateNum', t('resident.plate'), 20)}
        <Col span={24}>
          <DoorGroupPicker grant="resident" />
        </Col>
        <Col span={24}>
          <Form.Item name="avatar" label={t('resident.photo')} extra={t('face.photoHint')}>
            <PictureUpload
              frame={{ width: 96, height: 96 }}
              labels={{
                upload: t('resident.photoUpload'),
                change: t('resident.photoChange'),
                remove: t('resident.photoRemove'),
                preview: t('resident.photoPreview'),
                empty: t('resident.photoNone'),
                wrongType: t('resident.photoType'),
              }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('remark')}>
            <Input.TextArea maxLength={500} showCount rows={3} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
