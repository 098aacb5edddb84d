import type { VisitorType } from '@vestibule/contract/entities/visitor-type';
import { Button, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useSaveVisitRules } from '../api/visitor-types';

interface RuleValues {
  refuseRestDay: boolean;
  refuseWeekend: boolean;
  refuseOutsideHours: boolean;
}

/** When visits of the selected type are refused at sign-in: rest days, weekends, outside the passable hours. */
export function VisitRulesPanel({ type }: { type: VisitorType }) {
  const { t } = useTranslation('visitorTypes');
  const save = useSaveVisitRules();
  const rule = (name: keyof RuleValues, label: string, hint: string) => (
    <Form.Item name={name} label={label} extra={hint} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
  return (
    <Panel title={t('rules.title', { name: type.vType })}>
      <Form<RuleValues>
        layout="vertical"
        name={`visit-rules-${type.tid}`}
        initialValues={{
          refuseRestDay: type.refuseRestDay === 1,
          refuseWeekend: type.refuseWeekend === 1,
          refuseOutsideHours: type.refuseOutsideHours === 1,
        }}
        onFinish={(values) => save.mutate({ tid: type.tid, ...values })}
      >
        {rule('refuseRestDay', t('rules.restDay'), t('rules.restDayHint'))}
        {rule('refuseWeekend', t('rules.weekend'), t('rules.weekendHint'))}
        {rule('refuseOutsideHours', t('rules.outsideHours'), t('rules.outsideHoursHint'))}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}
