import type { TestableChannel } from '@vestibule/contract/endpoints/notice';
import { Alert, Button, Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusText } from '../../../lib/api-client';
import { useSendNoticeTest } from '../api/notice';

interface Failure {
  status?: number;
  message?: string;
  result?: unknown;
}

/** 'Send test' for one channel: an address, the button, and the provider's answer or the failure. */
export function SendTest({ channel, addressRule }: { channel: TestableChannel; addressRule: FormRule }) {
  const { t } = useTranslation('notice');
  const send = useSendNoticeTest();
  const failure = send.error as Failure | null;
  return (
    <Form
      layout="vertical"
      name={`notice-test-${channel}`}
      onFinish={(values: { to: string }) => send.mutate({ channel, to: values.to.trim() })}
    >
      <Form.Item
        name="to"
        label={t(`${channel}.testTo`)}
        rules={[{ required: true, whitespace: true, message: t('test.toRequired') }, addressRule]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Button htmlType="submit" loading={send.isPending} style={{ marginBottom: 16 }}>
        {t('test.send')}
      </Button>
      {send.isSuccess &&
        (send.data.delivery === 'logged' ? (
          <Alert type="warning" showIcon role="status" title={t('test.logged')} description={t('test.loggedText')} />
        ) : (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('test.sent')}
            description={t('test.answer', { answer: send.data.answer })}
          />
        ))}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure.status ? statusText(failure.status, failure.message ?? '') : (failure.message ?? t('test.failed'))}
          description={
            typeof failure.result === 'string' && failure.result ? t('test.answer', { answer: failure.result }) : undefined
          }
        />
      )}
    </Form>
  );
}
