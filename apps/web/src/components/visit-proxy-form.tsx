import type { EmpVisitProxy } from '@vestibule/contract/endpoints/proxies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { callApi } from '../lib/api-client';
import { apiQueryOptions } from '../lib/api-query';
import { type EmployeeChoice, EmployeeSelect } from './employee-select';
import { PageLoading } from './page-loading';

/* Who acts for an employee as host between two days (getVisitProxyForEmp / setVisitProxy). */

interface ProxyValues {
  proxy: EmployeeChoice | null;
  active: boolean;
  days: [Dayjs | null, Dayjs | null] | null;
}

const dayText = (day: Dayjs | null | undefined) => (day ? day.format('YYYY-MM-DD') : '');
const proxyQuery = (empid: number) => apiQueryOptions('getVisitProxyForEmp', { empid });

function valuesOf(proxy: EmpVisitProxy | null): ProxyValues {
  // No proxy set: nothing is on until one is chosen.
  if (!proxy) return { proxy: null, active: false, days: null };
  return {
    proxy: { value: proxy.proxyId, label: proxy.proxyName },
    active: proxy.proxyStatus === 1,
    days: [proxy.startDate === null ? null : dayjs(proxy.startDate), proxy.endDate === null ? null : dayjs(proxy.endDate)],
  };
}

interface VisitProxyFormProps {
  empid: number;
  empName: string;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** The employee's proxy, whether it is on, and the first and last day it holds (either may stay open). */
export function VisitProxyForm({ empid, empName, onSaved, onCancel }: VisitProxyFormProps) {
  const { t } = useTranslation('components');
  const [form] = Form.useForm<ProxyValues>();
  const queryClient = useQueryClient();
  const current = useQuery(proxyQuery(empid));
  const save = useMutation({
    mutationFn: (values: ProxyValues) =>
      callApi(
        'setVisitProxy',
        {
          empid,
          empName,
          proxyId: values.proxy?.value ?? 0,
          proxyName: values.proxy?.label ?? '',
          proxyStatus: values.active ? 1 : 0,
          startDate: dayText(values.days?.[0]),
          endDate: dayText(values.days?.[1]),
        },
        { successToast: true },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: proxyQuery(empid).queryKey });
      onSaved?.();
    },
  });

  if (current.isPending) return <PageLoading />;
  if (current.isError) return <Alert type="warning" showIcon title={t('proxy.loadFailed')} />;
  return (
    <Form<ProxyValues>
      form={form}
      layout="vertical"
      name={`visit-proxy-${empid}`}
      initialValues={valuesOf(current.data)}
      // The first proxy chosen is meant to act: the switch turns on with it (and can be turned off again).
      onValuesChange={(changed: Partial<ProxyValues>) => {
        if (current.data === null && changed.proxy) form.setFieldValue('active', true);
      }}
      onFinish={(values) => save.mutate(values)}
    >
      <p style={{ marginTop: 0, color: 'rgba(0, 0, 0, 0.65)' }}>{t('proxy.explain', { name: empName })}</p>
      <Form.Item name="proxy" label={t('proxy.who')} rules={[{ required: true, message: t('proxy.whoRequired') }]}>
        <EmployeeSelect exclude={[empid]} />
      </Form.Item>
      <Form.Item
        name="days"
        label={t('proxy.days')}
        extra={t('proxy.daysHint')}
        rules={[
          {
            validator: (_rule, days: ProxyValues['days']) =>
              days?.[0] && days[1] && days[1].isBefore(days[0], 'day')
                ? Promise.reject(new Error(t('proxy.endBeforeStart')))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="active" label={t('proxy.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {/* In a dialog (with Cancel) the buttons sit at the right like the dialog's own. */}
      <Space style={{ display: 'flex', justifyContent: onCancel ? 'flex-end' : 'flex-start' }}>
        {onCancel && <Button onClick={onCancel}>{t('proxy.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('proxy.save')}
        </Button>
      </Space>
    </Form>
  );
}
