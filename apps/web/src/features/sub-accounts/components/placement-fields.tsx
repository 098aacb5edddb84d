import { subAccountModules } from '@vestibule/contract/entities/sub-account';
import { Checkbox, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckboxList } from '../../../components/checkbox-list';
import { schemaRule } from '../../../lib/form-rules';
import { subAccountField } from '../api/sub-account-fields';

/** Floor, room, gates, the invite permission and the modules: the fields a template presets. */
export function PlacementFields() {
  const { t } = useTranslation('subAccounts');
  const moduleOptions = subAccountModules.map((key) => ({ value: key, label: t(`modules.${key}`) }));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="floor" label={t('floor')} rules={[schemaRule(subAccountField('floor'), t('tooLong', { max: 50 }))]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="roomNumber"
            label={t('room')}
            rules={[schemaRule(subAccountField('roomNumber'), t('tooLong', { max: 50 }))]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="gids"
        label={t('gates')}
        extra={t('gatesHint')}
        rules={[schemaRule(subAccountField('gids'), t('tooLong', { max: 500 }))]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="mayInvite" valuePropName="checked" extra={t('mayInviteHint')}>
        <Checkbox>{t('mayInvite')}</Checkbox>
      </Form.Item>
      <Form.Item name="module" label={t('modulesLabel')} extra={t('modulesHint')}>
        <CheckboxList options={moduleOptions} />
      </Form.Item>
    </>
  );
}
