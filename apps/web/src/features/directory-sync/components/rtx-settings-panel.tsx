import type { UserInfo } from '@vestibule/contract/entities/company';
import type { DirectoryTip } from '@vestibule/contract/endpoints/directory-sync';
import { Button, Form, Input, InputNumber, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useCompany } from '../../../lib/company';
import { useSaveDirectorySetting } from '../api/directory-sync';
import { rtxIsSet, tipOf } from '../lib/directory-tips';
import { TipAlert } from './tip-alert';

interface RtxValues {
  rtxIp: string;
  rtxPort: number | null;
}

/** The RTX server notices and the address book come from, and its daily sync; mounted on the notice settings page. */
export function RtxSettingsPanel({ footer }: { footer?: ReactNode }) {
  const info = useCompany();
  return info.data ? <RtxForm info={info.data} footer={footer} /> : null;
}

function RtxForm({ info, footer }: { info: UserInfo; footer: ReactNode }) {
  const { t } = useTranslation('directory');
  const saveServer = useSaveDirectorySetting('updateRtxConf');
  const saveAuto = useSaveDirectorySetting('UpdateRtxRefresh');
  const [refused, setRefused] = useState<DirectoryTip>();
  // Only one directory at a time: nothing of RTX changes while DingTalk is on.
  const blocked = info.ddnotify === 1;
  const onError = (error: unknown) => setRefused(tipOf(error));
  const submit = (values: RtxValues) => {
    setRefused(undefined);
    saveServer.mutate({ rtxIp: values.rtxIp.trim(), rtxPort: values.rtxPort ?? 0 }, { onError });
  };
  return (
    <Panel title={t('rtx.title')}>
      <div>
        <TipAlert tip={blocked ? 'tip1' : refused} />
        <Form<RtxValues>
          layout="vertical"
          name="rtx"
          initialValues={{ rtxIp: info.rtxip ?? '', rtxPort: info.rtxport ? Number(info.rtxport) : null }}
          onFinish={submit}
          disabled={blocked}
        >
          <Form.Item name="rtxIp" label={t('rtx.ip')} rules={[{ pattern: /^[A-Za-z0-9.-]*$/, message: t('rtx.ipInvalid') }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="rtxPort" label={t('rtx.port')}>
            <InputNumber min={1} max={65535} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saveServer.isPending}>
            {t('save')}
          </Button>
        </Form>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 24 }}>
          <Switch
            aria-label={t('rtx.autoSync')}
            checked={info.rtxAuto === 1}
            disabled={blocked || !rtxIsSet(info)}
            loading={saveAuto.isPending}
            onChange={(checked) => {
              setRefused(undefined);
              saveAuto.mutate({ rtxAuto: checked ? 1 : 0 }, { onError });
            }}
          />
          <span>{t('rtx.autoSync')}</span>
        </div>
        {!blocked && !rtxIsSet(info) && <p style={{ marginTop: 8 }}>{t('tips.tip5')}</p>}
        {footer && <div style={{ marginTop: 24 }}>{footer}</div>}
      </div>
    </Panel>
  );
}
