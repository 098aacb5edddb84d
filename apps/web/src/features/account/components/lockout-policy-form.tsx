import type { UserInfo } from '@vestibule/contract/entities/company';
import { type LockoutPolicy, lockMinutesRange, lockThresholdRange } from '@vestibule/contract/rules/lockout-policy';
import { Button, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { schemaRule } from '../../../lib/form-rules';
import { lockoutField, useSaveLockoutPolicy } from '../api/account-security';

/** How many failed sign-ins from one address lock the company's accounts, and for how many minutes. */
export function LockoutPolicyForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['accountSecurity', 'account']);
  const save = useSaveLockoutPolicy();
  const thresholdRange = { min: lockThresholdRange.min, max: lockThresholdRange.max };
  const minutesRange = { min: lockMinutesRange.min, max: lockMinutesRange.max };
  return (
    <Panel title={t('lockout.title')}>
      <Typography.Paragraph type="secondary">{t('lockout.intro')}</Typography.Paragraph>
      <Form<LockoutPolicy>
        layout="vertical"
        name="lockout-policy"
        initialValues={{ lockThreshold: info.lockThreshold, lockMinutes: info.lockMinutes }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="lockThreshold"
          label={t('lockout.threshold')}
          rules={[
            { required: true, message: t('lockout.thresholdRequired') },
            schemaRule(lockoutField('lockThreshold'), t('lockout.thresholdRange', thresholdRange)),
          ]}
        >
          <InputNumber {...thresholdRange} precision={0} suffix={t('lockout.attempts')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="lockMinutes"
          label={t('lockout.minutes')}
          extra={t('lockout.minutesHint')}
          rules={[
            { required: true, message: t('lockout.minutesRequired') },
            schemaRule(lockoutField('lockMinutes'), t('lockout.minutesRange', minutesRange)),
          ]}
        >
          <InputNumber {...minutesRange} precision={0} suffix={t('lockout.minutesUnit')} style={{ width: 180 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('account:save')}
        </Button>
      </Form>
    </Panel>
  );
}
