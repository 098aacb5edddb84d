import type { DepartmentNode, Employee } from '@vestibule/contract/entities/employee';
import { emailPattern, phonePattern } from '@vestibule/contract/patterns';
import { Button, Checkbox, Col, DatePicker, Form, Input, Row, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker } from '../../../components/department-picker';
import { DoorGroupPicker } from '../../../components/door-group-picker';
import { FormDrawer } from '../../../components/form-dialog';
import { PageLoading } from '../../../components/page-loading';
import { PictureUpload } from '../../../components/picture-upload';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { useNextWorkNumber, useSaveEmployee } from '../api/employees';
import { useRegisterFaces } from '../api/faces';
import { employeeField } from '../api/people-fields';
import { useRoleOptions } from '../api/role-options';
import { blankEmployee, employeeBodyOf, type EmployeeFormValues, formValuesOf, validityReversed } from '../lib/employee-form';

export type EmployeeDrawerMode = { kind: 'add'; deptid?: number } | { kind: 'edit'; employee: Employee };

interface EmployeeDrawerProps {
  mode: EmployeeDrawerMode;
  departments: DepartmentNode[];
  onClose: () => void;
}

const formId = 'employee-form';

/** Adds or edits an employee: every field the address book keeps. */
export function EmployeeDrawer({ mode, departments, onClose }: EmployeeDrawerProps) {
  const { t } = useTranslation('people');
  const save = useSaveEmployee();
  const registerFaces = useRegisterFaces();
  // A new employee is offered the next free work number.
  const nextNumber = useNextWorkNumber(mode.kind === 'add');
  const waiting = mode.kind === 'add' && nextNumber.isPending;
  const initialValues = mode.kind === 'edit' ? formValuesOf(mode.employee) : blankEmployee(mode.deptid, nextNumber.data ?? '');

  const submit = (values: EmployeeFormValues) => {
    // A new photo registers the face at once; the answer says whether it showed exactly one face.
    const newPhoto = values.avatar !== '' && values.avatar !== (mode.kind === 'edit' ? mode.employee.avatar : '');
    save.mutate(
      { empid: mode.kind === 'edit' ? mode.employee.empid : undefined, body: employeeBodyOf(values) },
      {
        onSuccess: (employee) => {
          if (newPhoto) registerFaces.mutate([employee.empid]);
          onClose();
        },
      },
    );
  };

  return (
    <FormDrawer
      size={640}
      title={mode.kind === 'edit' ? t('employee.editTitle', { name: mode.employee.empName }) : t('employee.addTitle')}
      onClose={onClose}
      footer={(close) => (
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={save.isPending} disabled={waiting}>
            {t('save')}
          </Button>
        </Space>
      )}
    >
      {waiting ? <PageLoading /> : <EmployeeForm initialValues={initialValues} departments={departments} onFinish={submit} />}
    </FormDrawer>
  );
}

interface EmployeeFormProps {
  initialValues: EmployeeFormValues;
  departments: DepartmentNode[];
  onFinish: (values: EmployeeFormValues) => void;
}

function EmployeeForm({ initialValues, departments, onFinish }: EmployeeFormProps) {
  const { t } = useTranslation('people');
  const roles = useRoleOptions();
  const half = { xs: 24, sm: 12 };
  const matches = (pattern: RegExp, message: string) => ({
    validator: (_rule: unknown, value: string | undefined) =>
      !value?.trim() || pattern.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
  return (
    <Form<EmployeeFormValues> id={formId} layout="vertical" name="employee" initialValues={initialValues} onFinish={onFinish}>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="employee_name"
            label={t('employee.name')}
            rules={[requiredRule(t('employee.nameRequired')), schemaRule(employeeField('employee_name'), t('nameInvalid'))]}
          >
            <Input maxLength={100} autoFocus />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="phone"
            label={t('employee.phone')}
            rules={[requiredRule(t('employee.phoneRequired')), matches(phonePattern, t('employee.phoneInvalid'))]}
          >
            <Input type="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label={t('employee.email')} rules={[matches(emailPattern, t('employee.emailInvalid'))]}>
            <Input type="email" maxLength={80} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="empPosition" label={t('employee.position')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="empNo" label={t('employee.workNumber')} extra={t('employee.workNumberHint')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="cardNo" label={t('employee.cardNumber')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="deptIds" label={t('employee.departments')}>
            <DepartmentPicker multiple departments={departments} placeholder={t('employee.noDepartment')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="rids" label={t('employee.roles')}>
            <TreeSelect
              multiple
              allowClear
              treeDefaultExpandAll
              loading={roles.isPending}
              placeholder={t('employee.noRole')}
              treeData={roles.data ?? []}
              showSearch={{ treeNodeFilterProp: 'title' }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <DoorGroupPicker grant="employee" />
        </Col>
        <Col span={24}>
          <Form.Item
            name="validity"
            label={t('employee.validity')}
            extra={t('employee.validityHint')}
            rules={[
              {
                validator: (_rule, value: EmployeeFormValues['validity']) =>
                  validityReversed(value) ? Promise.reject(new Error(t('employee.validityReversed'))) : Promise.resolve(),
              },
            ]}
          >
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="padHidden" valuePropName="checked">
            <Checkbox>{t('employee.padHidden')}</Checkbox>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="noReservation" valuePropName="checked">
            <Checkbox>{t('employee.noReservation')}</Checkbox>
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="avatar" label={t('employee.avatar')} extra={t('face.photoHint')}>
            <PictureUpload
              frame={{ width: 96, height: 96 }}
              labels={{
                upload: t('employee.avatarUpload'),
                change: t('employee.avatarChange'),
                remove: t('employee.avatarRemove'),
                preview: t('employee.avatarPreview'),
                empty: t('employee.avatarNone'),
                wrongType: t('employee.avatarType'),
              }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('employee.remark')}>
            <Input.TextArea maxLength={500} showCount rows={3} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
