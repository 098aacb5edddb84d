import type { InterimCard } from '@vestibule/contract/entities/interim-card';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeInterimCard } from '../api/interim-cards';

/** Answering a request: lending a card (its number) or refusing (the reason the employee reads). */
export type Answer = 'issue' | 'refuse';

interface AnswerValues {
  text: string;
}

/** The dialog that asks for the card number or the refusal reason; closes once the server took it. */
export function CardAnswerDialog({ card, answer, onClose }: { card: InterimCard; answer: Answer; onClose: () => void }) {
  const { t } = useTranslation('interimCards');
  const [form] = Form.useForm<AnswerValues>();
  const change = useChangeInterimCard();
  const issuing = answer === 'issue';
  const submit = ({ text }: AnswerValues) =>
    change.mutate(
      issuing
        ? { action: 'issue', cid: card.cid, cardNo: text.trim(), done: t('issued', { name: card.name }) }
        : { action: 'refuse', cid: card.cid, refuseReason: text.trim(), done: t('refused', { name: card.name }) },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t(issuing ? 'issueTitle' : 'refuseTitle', { name: card.name })}
      okText={t(issuing ? 'issue' : 'refuse')}
      okButtonProps={{ danger: !issuing, loading: change.isPending }}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AnswerValues> form={form} name={`interim-card-${answer}`} layout="vertical" onFinish={submit}>
        <Form.Item
          name="text"
          label={t(issuing ? 'cardNo' : 'refuseReason')}
          rules={[{ required: true, whitespace: true, message: t(issuing ? 'cardNoRequired' : 'refuseReasonRequired') }]}
        >
          {issuing ? <Input maxLength={50} autoFocus /> : <Input.TextArea rows={3} maxLength={200} showCount autoFocus />}
        </Form.Item>
      </Form>
    </Modal>
  );
}
