import type { UserInfo } from '@vestibule/contract/entities/company';
import type { DirectoryTip } from '@vestibule/contract/endpoints/directory-sync';
import { Button, Form, Input, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useCompany } from '../../../lib/company';
import { useSaveDirectorySetting } from '../api/directory-sync';
import { rtxIsSet, tipOf } from '../lib/directory-tips';
import { TipAlert } from './tip-alert';

interface DingTalkValues {
  ddnotify: boolean;
  ddautosync: boolean;
  ddcorpid: string;
  ddcorpsecret: string;
  ddagentid: string;
}

const valuesOf = (info: UserInfo): DingTalkValues => ({
  ddnotify: info.ddnotify === 1,
  ddautosync: info.ddautosync === 1,
  ddcorpid: info.ddcorpid ?? '',
  ddcorpsecret: info.ddcorpsecret ?? '',
  ddagentid: info.ddagentid ?? '',
});

/**
 * DingTalk work notices and the daily address-book sync; mounted on the notice
 * settings page, which hands in its 'send test' as the footer.
 */
export function DingTalkSettingsPanel({ footer }: { footer?: ReactNode }) {
  const info = useCompany();
  return info.data ? <DingTalkForm info={info.data} footer={footer} /> : null;
}

function DingTalkForm({ info, footer }: { info: UserInfo; footer: ReactNode }) {
  const { t } = useTranslation('directory');
  const save = useSaveDirectorySetting('updateDDNotify');
  const [form] = Form.useForm<DingTalkValues>();
  const on = Form.useWatch('ddnotify', form) ?? info.ddnotify === 1;
  const [refused, setRefused] = useState<DirectoryTip>();
  // Only one directory at a time: DingTalk cannot be turned on while an RTX server is set.
  const blocked = rtxIsSet(info) && !on;
  const submit = (values: DingTalkValues) => {
    setRefused(undefined);
    save.mutate(
      {
        ddnotify: values.ddnotify ? 1 : 0,
        ddautosync: values.ddnotify && values.ddautosync ? 1 : 0,
        ddcorpid: values.ddcorpid.trim(),
        ddcorpsecret: values.ddcorpsecret.trim(),
        ddagentid: values.ddagentid.trim(),
      },
      { onError: (error) => setRefused(tipOf(error)) },
    );
  };
  const required = on ? [{ required: true, whitespace: true, message: t('dingtalk.required') }] : [];
  return (
    <Panel title={t('dingtalk.title')}>
      <div>
        <TipAlert tip={blocked ? 'tip2' : refused} />
        <Form form={form} layout="vertical" name="dingtalk" initialValues={valuesOf(info)} onFinish={submit}>
          <Form.Item name="ddnotify" label={t('dingtalk.notify')} valuePropName="checked">
            <Switch disabled={blocked} />
          </Form.Item>
          <Form.Item
            name="ddautosync"
            label={t('dingtalk.autoSync')}
            valuePropName="checked"
            extra={on ? undefined : t('tips.tip5')}
          >
            <Switch disabled={!on} />
          </Form.Item>
          <Form.Item name="ddcorpid" label={t('dingtalk.corpId')} rules={required}>
            <Input maxLength={150} disabled={!on} autoComplete="off" />
          </Form.Item>
          <Form.Item name="ddcorpsecret" label={t('dingtalk.corpSecret')} rules={required}>
            <Input.Password maxLength={150} disabled={!on} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="ddagentid" label={t('dingtalk.agentId')} rules={required}>
            <Input maxLength={100} disabled={!on} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={blocked}>
            {t('save')}
          </Button>
        </Form>
        {footer && <div style={{ marginTop: 24 }}>{footer}</div>}
      </div>
    </Panel>
  );
}
