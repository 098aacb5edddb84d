import type { ReservationSettingsEndpoint } from '@vestibule/contract/endpoints/reservation-settings';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import type { RequestOf } from '../../../lib/api-client';
import { useSaveReservationSetting } from '../api/reservation-settings';

interface SettingPanelProps<N extends ReservationSettingsEndpoint> {
  /** The call that stores this section. */
  call: N;
  /** The form's name; also the prefix of its fields' ids. */
  name: string;
  title: string;
  initialValues: Record<string, unknown>;
  /** The form values as the call's body. */
  toBody?: (values: Record<string, unknown>) => RequestOf<N>;
  children: ReactNode;
}

/** One section of /reserve: its fields and a Save button that stores them with the section's own call. */
export function SettingPanel<N extends ReservationSettingsEndpoint>({
  call,
  name,
  title,
  initialValues,
  toBody = (values) => values as RequestOf<N>,
  children,
}: SettingPanelProps<N>) {
  const { t } = useTranslation('reserve');
  const save = useSaveReservationSetting(call);
  return (
    <Panel title={title}>
      <Form layout="vertical" name={name} initialValues={initialValues} onFinish={(values) => save.mutate(toBody(values))}>
        {children}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}
