import { Col, Form, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PadPanel } from './pad-panel';

/** The tablet's ID-card scanner and face recognition, each on or off (0/1 on the wire). */
export function ScannerPanels({ scaner, faceScaner }: { scaner: number; faceScaner: number }) {
  const { t } = useTranslation('pad');
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={12}>
        <PadPanel
          call="updateScanerSwitch"
          name="pad-scanner"
          title={t('scanner.title')}
          initialValues={{ scaner: scaner === 1 }}
          toBody={(values) => ({ scaner: values.scaner ? 1 : 0 })}
        >
          <Form.Item name="scaner" label={t('scanner.label')} extra={t('scanner.hint')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </PadPanel>
      </Col>
      <Col xs={24} md={12}>
        <PadPanel
          call="updateFaceScaner"
          name="pad-face"
          title={t('face.title')}
          initialValues={{ faceScaner: faceScaner === 1 }}
          toBody={(values) => ({ faceScaner: values.faceScaner ? 1 : 0 })}
        >
          <Form.Item name="faceScaner" label={t('face.label')} extra={t('face.hint')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </PadPanel>
      </Col>
    </Row>
  );
}
