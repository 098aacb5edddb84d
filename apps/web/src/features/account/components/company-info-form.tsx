import type { UserInfo } from '@vestibule/contract/entities/company';
import { abbreviationMaxLength } from '@vestibule/contract/limits';
import Input from 'antd/es/input/Input';
import { Button, Col, Form, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { PictureUpload } from '../../../components/picture-upload';
import { formatDay } from '../../../lib/dates';
import { languageNames, languages } from '../../../lib/languages';
import { requiredRule, schemaRule } from '../../../lib/form-rules';
import { companyField } from '../api/account-fields';
import { type CompanyInfoValues, useSaveCompanyInfo } from '../api/company-settings';

/** Company name, abbreviation (at most 6 characters), contact, phone, office, affiliated company, the language of its mails, and logo. */
export function CompanyInfoForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<CompanyInfoValues>();
  const { token } = theme.useToken();
  const save = useSaveCompanyInfo();
  const initialValues: CompanyInfoValues = {
    company: info.company,
    abbreviation: info.abbreviation,
    name: info.username,
    phone: info.phone,
    office: info.office,
    affiliatedCompany: info.affiliatedCompany,
    language: info.language,
    logo: info.logo,
  };

  return (
    <Panel title={t('company.title')}>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 48px', margin: '0 0 24px', color: token.colorTextSecondary }}>
        <div>
          <dt style={{ display: 'inline' }}>{t('company.account')}: </dt>
          <dd style={{ display: 'inline', margin: 0, color: token.colorText }}>{info.email}</dd>
        </div>
        <div>
          <dt style={{ display: 'inline' }}>{t('company.registered')}: </dt>
          <dd style={{ display: 'inline', margin: 0, color: token.colorText }}>{formatDay(info.regDate)}</dd>
        </div>
      </dl>
      <Form
        form={form}
        layout="vertical"
        name="company-info"
        initialValues={initialValues}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="company"
              label={t('company.name')}
              rules={[requiredRule(t('company.nameRequired')), schemaRule(companyField('company'), t('tooLong', { max: 100 }))]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="abbreviation"
              label={t('company.abbreviation')}
              rules={[
                requiredRule(t('company.abbreviationRequired')),
                schemaRule(companyField('abbreviation'), t('company.abbreviationTooLong', { max: abbreviationMaxLength })),
              ]}
            >
              <Input showCount maxLength={abbreviationMaxLength} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('company.contact')}
              rules={[requiredRule(t('company.contactRequired')), schemaRule(companyField('name'), t('tooLong', { max: 80 }))]}
            >
              <Input maxLength={80} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label={t('company.phone')}
              rules={[requiredRule(t('company.phoneRequired')), schemaRule(companyField('phone'), t('company.phoneInvalid'))]}
            >
              <Input type="tel" maxLength={20} autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="office"
              label={t('company.office')}
              rules={[schemaRule(companyField('office'), t('tooLong', { max: 255 }))]}
            >
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="affiliatedCompany"
              label={t('company.affiliated')}
              rules={[schemaRule(companyField('affiliatedCompany'), t('tooLong', { max: 100 }))]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="language" label={t('company.language')} extra={t('company.languageHint')}>
              {/* A native select, as the language switch: the first screen stays light. Each language is named in itself. */}
              <select className="ant-input" style={{ height: 32, paddingBlock: 0 }}>
                {languages.map((language) => (
                  <option key={language} value={language}>
                    {languageNames[language]}
                  </option>
                ))}
              </select>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="logo" label={t('company.logo')} extra={t('company.logoHint')}>
          <PictureUpload
            frame={{ width: 168, height: 42 }}
            labels={{
              upload: t('company.uploadLogo'),
              change: t('company.changeLogo'),
              remove: t('company.removeLogo'),
              preview: t('company.logoPreview'),
              empty: t('company.noLogo'),
              wrongType: t('company.logoType'),
            }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}
