import type { ResidentVisitor } from '@vestibule/contract/entities/resident-visitor';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { useLinkCardNo } from '../api/residents';

const formId = 'resident-card-form';

/** Links an access card number to a resident (SynchronCardNo); an empty number unlinks the card. */
export function CardNumberModal({ resident, onClose }: { resident: ResidentVisitor; onClose: () => void }) {
  const { t } = useTranslation('residents');
  const link = useLinkCardNo();
  const submit = ({ cardNo }: { cardNo: string }) => {
    const number = cardNo.trim();
    link.mutate(
      {
        rid: resident.rid,
        cardNo: number,
        done: number ? t('card.linked', { name: resident.name, cardNo: number }) : t('card.unlinked', { name: resident.name }),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormModal
      width={420}
      title={t('card.title', { name: resident.name })}
      onClose={onClose}
      footer={(close) => [
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={formId} loading={link.isPending}>
          {t('card.link')}
        </Button>,
      ]}
    >
      <Form id={formId} layout="vertical" initialValues={{ cardNo: resident.cardNo }} onFinish={submit}>
        <Form.Item name="cardNo" label={t('resident.cardNo')} extra={t('card.hint')}>
          <Input maxLength={50} autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
