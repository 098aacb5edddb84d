import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import type { Decision } from '../api/approvals';

interface DecisionDialogProps {
  /** Whom the visit is for, as the dialog's question names it. */
  vname: string;
  type: Decision['type'];
  saving: boolean;
  onDecide: (decision: Decision) => void;
  onClose: () => void;
}

/** Agreeing takes an optional remark; refusing needs its reason. */
export function DecisionDialog({ vname, type, saving, onDecide, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('approvals');
  const refusing = type === 'r';
  return (
    <FormModal
      title={refusing ? t('decide.refuseTitle', { vname }) : t('decide.agreeTitle', { vname })}
      onClose={onClose}
      footer={(close) => [
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="ok" type="primary" danger={refusing} htmlType="submit" form="approval-decision" loading={saving}>
          {refusing ? t('decide.refuse') : t('decide.agree')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{refusing ? t('decide.refuseHint') : t('decide.agreeHint')}</Typography.Paragraph>
      <Form
        id="approval-decision"
        name="approval-decision"
        layout="vertical"
        onFinish={({ remark }: { remark?: string }) => onDecide({ type, remark: (remark ?? '').trim() })}
      >
        <Form.Item
          name="remark"
          label={refusing ? t('decide.reason') : t('decide.remark')}
          rules={[
            ...(refusing ? [{ required: true, whitespace: true, message: t('decide.reasonRequired') }] : []),
            { max: 500, message: t('decide.tooLong') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
