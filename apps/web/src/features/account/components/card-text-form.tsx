import type { UserInfo } from '@vestibule/contract/entities/company';
import Input from 'antd/es/input/Input';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { schemaRule } from '../../../lib/form-rules';
import { cardTextField } from '../api/account-fields';
import { useSaveCardText } from '../api/company-settings';

const cardTextMax = 50;

/** The text printed on visitor cards. */
export function CardTextForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const save = useSaveCardText();
  return (
    <Panel title={t('cardText.title')}>
      <Form
        layout="vertical"
        name="card-text"
        initialValues={{ cardText: info.cardText }}
        onFinish={({ cardText }: { cardText: string }) => save.mutate({ cardText: cardText.trim(), cardPic: info.cardPic })}
      >
        <Form.Item
          name="cardText"
          label={t('cardText.label')}
          extra={t('cardText.hint')}
          rules={[schemaRule(cardTextField, t('tooLong', { max: cardTextMax }))]}
        >
          <Input showCount maxLength={cardTextMax} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}
