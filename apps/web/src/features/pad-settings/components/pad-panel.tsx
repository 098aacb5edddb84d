import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import type { RequestOf } from '../../../lib/api-client';
import { type PadSettingCall, useSavePadSetting } from '../api/pad-settings';

interface PadPanelProps<N extends PadSettingCall> {
  /** The call that stores this section. */
  call: N;
  /** The form's name; also the prefix of its fields' ids. */
  name: string;
  title: string;
  initialValues: Record<string, unknown>;
  /** The form values as the call's body. */
  toBody?: (values: Record<string, unknown>) => RequestOf<N>;
  /** Told of every edit, so the preview follows before saving. */
  onValuesChange?: (values: Record<string, unknown>) => void;
  children: ReactNode;
}

/** One section of /pad: its fields and a Save button that stores them with the section's own call. */
export function PadPanel<N extends PadSettingCall>({
  call,
  name,
  title,
  initialValues,
  toBody = (values) => values as RequestOf<N>,
  onValuesChange,
  children,
}: PadPanelProps<N>) {
  const { t } = useTranslation('pad');
  const save = useSavePadSetting(call);
  return (
    <Panel title={title}>
      <Form
        layout="vertical"
        name={name}
        initialValues={initialValues}
        onValuesChange={(_changed, values: Record<string, unknown>) => onValuesChange?.(values)}
        onFinish={(values: Record<string, unknown>) => save.mutate(toBody(values))}
      >
        {children}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}
