import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../lib/captcha';
import { statusText } from '../../../lib/api-client';
import { useSiteConfig } from '../../../lib/site-config';
import { isAppError } from '@vestibule/contract/app-error';
import { signInAtDesk } from '../api/terminal-session';

interface DeskCredentials {
  account: string;
  password: string;
  vcode?: string;
}

/** The desk's sign-in: a reception or verification account, its password, and the captcha when the site asks for one. */
export function DeskSignIn() {
  const { t } = useTranslation('terminal');
  const siteConfig = useSiteConfig();
  const captcha = useCaptcha(siteConfig?.captcha === 1);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const submit = async ({ account, password, vcode = '' }: DeskCredentials) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await signInAtDesk(account.trim(), password, captcha.answer(vcode));
    } catch (error) {
      captcha.refresh();
      if (!captcha.demandAfter(error) && isAppError(error)) setProblem(statusText(error.status, ''));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="desk-sign-in">
      <Typography.Title level={1} className="desk-sign-in-title">
        {t('signIn.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('signIn.intro')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
      <Form<DeskCredentials> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="account"
          label={t('signIn.account')}
          rules={[{ required: true, whitespace: true, message: t('signIn.accountRequired') }]}
        >
          <Input size="large" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('signIn.password')}
          rules={[{ required: true, message: t('signIn.passwordRequired') }]}
        >
          <Input.Password size="large" autoComplete="current-password" />
        </Form.Item>
        {captcha.enabled && (
          <Form.Item
            label={t('signIn.captcha')}
            htmlFor="desk-vcode"
            extra={captcha.demanded ? t('signIn.captchaDemanded') : undefined}
          >
            <Space.Compact block>
              <Form.Item
                name="vcode"
                noStyle
                rules={[{ required: true, whitespace: true, message: t('signIn.captchaRequired') }]}
              >
                <Input id="desk-vcode" size="large" autoComplete="off" maxLength={10} />
              </Form.Item>
              <button type="button" className="desk-captcha" onClick={captcha.refresh} aria-label={t('signIn.newCaptcha')}>
                {captcha.image && <img src={captcha.image} alt={t('signIn.captchaImage')} />}
              </button>
            </Space.Compact>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('signIn.submit')}
        </Button>
      </Form>
    </Card>
  );
}
