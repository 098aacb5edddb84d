import { phonePattern } from '@vestibule/contract/patterns';
import type { Project } from '@vestibule/contract/entities/project';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { useSaveProject } from '../api/projects';
import { blankProject, projectBodyOf, type ProjectFormValues, projectValuesOf } from '../lib/resident-form';
import { ValidityFields } from './validity-fields';

interface ProjectFormModalProps {
  /** The project to edit; a new one when left out. */
  editing?: Project;
  onClose: () => void;
}

const formId = 'project-form';

/** A project's name, the person in charge and their phone, where and what the work is, and its days (spec section 5). */
export function ProjectFormModal({ editing, onClose }: ProjectFormModalProps) {
  const { t } = useTranslation('residents');
  const save = useSaveProject();
  const half = { xs: 24, sm: 12 };
  const submit = (values: ProjectFormValues) =>
    save.mutate(
      {
        pid: editing?.pid,
        values: projectBodyOf(values),
        done: editing ? t('project.updated', { name: values.pName.trim() }) : t('project.added', { name: values.pName.trim() }),
      },
      { onSuccess: onClose },
    );
  return (
    <FormModal
      width={640}
      title={editing ? t('project.editTitle', { name: editing.pName }) : t('project.addTitle')}
      onClose={onClose}
      maskClosable={false}
      footer={(close) => [
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={formId} loading={save.isPending}>
          {t('save')}
        </Button>,
      ]}
    >
      <Form<ProjectFormValues>
        id={formId}
        layout="vertical"
        name="project"
        initialValues={editing ? projectValuesOf(editing) : blankProject}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="pName" label={t('project.name')} rules={[requiredRule(t('project.nameRequired'))]}>
              <Input maxLength={50} autoFocus />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="charge" label={t('project.charge')} rules={[requiredRule(t('project.chargeRequired'))]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="chargePhone"
              label={t('project.chargePhone')}
              rules={[requiredRule(t('project.chargePhoneRequired')), { pattern: phonePattern, message: t('phoneInvalid') }]}
            >
              <Input type="tel" maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="area" label={t('project.area')} rules={[requiredRule(t('project.areaRequired'))]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="content" label={t('project.content')} rules={[requiredRule(t('project.contentRequired'))]}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
          <ValidityFields
            startLabel={t('project.startDate')}
            endLabel={t('project.endDate')}
            requiredMessage={t('project.dateRequired')}
          />
          <Col span={24}>
            <Form.Item name="remark" label={t('remark')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  );
}
