import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScan } from './camera-scan';

interface LookupBarProps {
  busy: boolean;
  onLookUp: (text: string) => void;
}

/** One field for whatever the visitor shows or says: a scanner gun types the code and presses Enter, like a person. */
export function LookupBar({ busy, onLookUp }: LookupBarProps) {
  const { t } = useTranslation('terminal');
  const [text, setText] = useState('');
  const submit = () => {
    if (text.trim()) onLookUp(text);
  };
  return (
    <Form className="lookup-bar" layout="vertical" onFinish={submit} role="search" aria-label={t('lookup.search')}>
      <Form.Item label={t('lookup.label')} htmlFor="desk-lookup" extra={t('lookup.hint')} style={{ marginBottom: 0 }}>
        <Flex gap={8} wrap>
          <Input
            id="desk-lookup"
            size="large"
            allowClear
            autoFocus
            autoComplete="off"
            spellCheck={false}
            maxLength={400}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('lookup.placeholder')}
            className="lookup-input"
          />
          {/* Disabled while looking up rather than antd's loading: its spinner could stay in the name ("loading Find") when its leave motion never ended. */}
          <Button type="primary" size="large" htmlType="submit" disabled={busy} aria-busy={busy}>
            {t('lookup.find')}
          </Button>
          <CameraScan
            onCode={(code) => {
              setText(code);
              onLookUp(code);
            }}
          />
        </Flex>
      </Form.Item>
    </Form>
  );
}
