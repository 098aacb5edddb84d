import { signInForms, type SignInFormSetting } from '@vestibule/contract/entities/visit-form';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DoorGroupPicker, doorGroupIdsOf } from '../../../components/door-group-picker';
import { FormModal } from '../../../components/form-dialog';
import { useDoorGroupsChoosable } from '../../../lib/door-access';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { visitorTypeNameField } from '../api/visitor-type-fields';
import { useSaveVisitorType } from '../api/visitor-types';
import { trainingChange } from '../lib/training-change';
import { TrainingFields } from './training-fields';

interface VisitorTypeFormModalProps {
  /** The type to change; a new one when left out. */
  type?: {
    tid: number;
    vType: string;
    egids: string;
    signInForm?: SignInFormSetting | undefined;
    qid?: string;
    tvid?: string | undefined;
    povDays?: number;
  };
  onClose: () => void;
  onSaved: (tid: number) => void;
}

interface VisitorTypeValues {
  vType: string;
  /** Only while the door group picker shows. */
  egids?: number[];
  signInForm: SignInFormSetting;
  /** Only while the training fields show (decision 0039); 0 for none. */
  tvid?: number;
  qid?: number;
  povDays?: number;
}

/** Adds a visitor type or changes one: its name and, with door access, the doors its visits open. */
export function VisitorTypeFormModal({ type, onClose, onSaved }: VisitorTypeFormModalProps) {
  const { t } = useTranslation('visitorTypes');
  // The forms' texts load beside the dialog: suspending would hide the page behind it.
  const { t: forms, ready: formsReady } = useTranslation('visitForms', { useSuspense: false });
  const [form] = Form.useForm<VisitorTypeValues>();
  const save = useSaveVisitorType();
  // With door groups to choose, changing a type is more than renaming it.
  const changeTitle = useDoorGroupsChoosable() ? 'editType' : 'renameType';
  const initialTraining = {
    tvid: Number(type?.tvid ?? 0) || 0,
    qid: Number(type?.qid ?? 0) || 0,
    // A new type's pass holds a month; the original's types hold a day (its default povDays).
    povDays: type?.povDays ?? 30,
  };
  return (
    <FormModal
      title={type ? t(changeTitle, { name: type.vType }) : t('addType')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onClose={onClose}
      confirmLoading={save.isPending}
    >
      <Form<VisitorTypeValues>
        form={form}
        layout="vertical"
        name="visitorType"
        initialValues={{
          vType: type?.vType ?? '',
          egids: doorGroupIdsOf(type?.egids ?? ''),
          signInForm: type?.signInForm ?? '',
          ...initialTraining,
        }}
        onFinish={({ tvid, qid, povDays, ...values }) =>
          save.mutate(
            { tid: type?.tid, ...values, ...trainingChange({ tvid, qid, povDays }, initialTraining) },
            { onSuccess: onSaved },
          )
        }
      >
        <Form.Item
          name="vType"
          label={t('typeName')}
          extra={type ? t('renameHint') : undefined}
          rules={[requiredRule(t('typeNameRequired')), schemaRule(visitorTypeNameField, t('typeNameInvalid'))]}
        >
          <Input maxLength={80} autoFocus />
        </Form.Item>
        <Form.Item
          name="signInForm"
          label={formsReady ? forms('setting.label') : ''}
          extra={formsReady ? forms('setting.hint') : undefined}
        >
          <Select<SignInFormSetting>
            options={[
              { value: '', label: formsReady ? forms('setting.none') : '' },
              ...signInForms.map((form) => ({ value: form, label: formsReady ? forms(`setting.${form}`) : '' })),
            ]}
          />
        </Form.Item>
        <TrainingFields />
        <DoorGroupPicker grant="visitorType" />
      </Form>
    </FormModal>
  );
}
