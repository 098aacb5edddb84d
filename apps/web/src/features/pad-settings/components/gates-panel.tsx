import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import { gateLimits } from '@vestibule/contract/endpoints/gates';
import type { Gate } from '@vestibule/contract/endpoints/gates';
import { Alert, Button, Flex, Form, Input, Popover, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { requiredRule } from '../../../lib/form-rules';
import { useGates } from '../../../lib/gates';
import { useSaveGates } from '../api/gates';

interface GateRow {
  gid?: number;
  gname: string;
}

const nameKey = (name: unknown) => (typeof name === 'string' ? name.trim().toLowerCase() : '');

/** The gates the company's desks stand at, edited as one list and saved together; at least one stays. */
export function GatesPanel() {
  const { t } = useTranslation('pad');
  const gates = useGates();
  return (
    <Panel title={t('gates.title')}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('gates.hint')}
      </Typography.Paragraph>
      {gates.isError ? (
        <Alert type="warning" showIcon title={t('gates.loadFailed')} />
      ) : gates.data ? (
        <GatesForm key={gates.data.map((gate) => `${gate.gid}:${gate.gname}`).join(',')} saved={gates.data} />
      ) : null}
    </Panel>
  );
}

function GatesForm({ saved }: { saved: Gate[] }) {
  const { t } = useTranslation('pad');
  const save = useSaveGates();
  const [form] = Form.useForm<{ gates: GateRow[] }>();
  const initial: GateRow[] = saved.length > 0 ? saved.map(({ gid, gname }) => ({ gid, gname })) : [{ gname: '' }];
  const submit = ({ gates }: { gates: GateRow[] }) =>
    save.mutate(gates.map((gate) => ({ gid: gate.gid ?? '', gname: gate.gname.trim() })));
  return (
    <Form form={form} layout="vertical" name="pad-gates" initialValues={{ gates: initial }} onFinish={submit}>
      <Form.List
        name="gates"
        rules={[
          {
            validator: async (_rule, rows: GateRow[] | undefined) => {
              if (!rows || rows.length === 0) throw new Error(t('gates.atLeastOne'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="flex-start">
                <Form.Item name={[field.name, 'gid']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'gname']}
                  label={index === 0 ? t('gates.name') : undefined}
                  style={{ flex: 1, maxWidth: 360 }}
                  dependencies={fields.filter((other) => other.key !== field.key).map((other) => ['gates', other.name, 'gname'])}
                  rules={[
                    requiredRule(t('gates.nameRequired')),
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: unknown) => {
                        const rows = (getFieldValue('gates') ?? []) as GateRow[];
                        const key = nameKey(value);
                        if (key && rows.some((row, other) => other !== index && nameKey(row.gname) === key))
                          throw new Error(t('gates.nameTwice'));
                      },
                    }),
                  ]}
                >
                  <Input maxLength={gateLimits.nameMax} aria-label={t('gates.nameOf', { number: index + 1 })} />
                </Form.Item>
                <GateCodeButton
                  gate={saved.find((gate) => gate.gid === form.getFieldValue(['gates', field.name, 'gid']))}
                  first={index === 0}
                />
                <Button
                  type="text"
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={t('gates.remove', { number: index + 1 })}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: index === 0 ? 30 : 0 }}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Space style={{ marginTop: 8 }}>
              <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ gname: '' })}>
                {t('gates.add')}
              </Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}

/** A saved gate's signed code as a QR picture: a tablet's staff settings scan it to stand at this gate. */
function GateCodeButton({ gate, first }: { gate: Gate | undefined; first: boolean }) {
  const { t } = useTranslation('pad');
  if (!gate) return null;
  return (
    <Popover
      trigger="click"
      title={t('gates.codeTitle', { gate: gate.gname })}
      content={
        <Flex vertical align="center" gap={8} style={{ maxWidth: 240 }}>
          <QRCode value={gate.qrcode} type="svg" size={180} />
          <Typography.Text type="secondary">{t('gates.codeHint')}</Typography.Text>
        </Flex>
      }
    >
      <Button
        type="text"
        icon={<QrcodeOutlined aria-hidden="true" />}
        aria-label={t('gates.code', { gate: gate.gname })}
        style={{ marginTop: first ? 30 : 0 }}
      />
    </Popover>
  );
}
