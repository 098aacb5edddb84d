import { phonePattern } from '@vestibule/contract/patterns';
import { checkIdNumber } from '@vestibule/contract/rules/id-number';
import { Form, type FormRule, Input } from 'antd';
import { useWalkInTexts, type WalkInStation } from './walk-in-station';

const blank = (value: unknown) => String(value ?? '').trim() === '';

/** The visitor's phone and ID number, as UpdatePhoto checks them: one of the two, each valid when given. */
export function ContactFields({ station }: { station: WalkInStation }) {
  const { t } = useWalkInTexts(station);
  const phoneRules: FormRule[] = [
    ({ getFieldValue }) => ({
      validator: async (_rule, value) => {
        if (blank(value) && blank(getFieldValue('cardId'))) throw new Error(t('form.contactMissing'));
        if (!blank(value) && !phonePattern.test(String(value).trim())) throw new Error(t('form.phoneInvalid'));
      },
    }),
  ];
  const cardIdRules: FormRule[] = [
    {
      validator: async (_rule, value) => {
        if (blank(value)) return;
        const check = checkIdNumber(String(value));
        if (check !== 'passed') throw new Error(t(`form.idCheck.${check}`));
      },
    },
  ];
  return (
    <div className="walk-in-contact">
      <Form.Item name="phone" label={t('form.phone')} rules={phoneRules} dependencies={['cardId']}>
        <Input inputMode="tel" autoComplete="off" maxLength={20} />
      </Form.Item>
      <Form.Item name="cardId" label={t('form.cardId')} rules={cardIdRules}>
        <Input autoComplete="off" maxLength={30} spellCheck={false} />
      </Form.Item>
    </div>
  );
}
