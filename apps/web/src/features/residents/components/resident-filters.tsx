import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResidentCompanies } from '../api/residents';
import type { ResidentFilters } from '../api/residents';

type SearchFields = Omit<ResidentFilters, 'pid'>;

/** The roster's search: the residents' company, and a name or phone beginning. */
export function ResidentFilterBar({ onSearch }: { onSearch: (fields: SearchFields) => void }) {
  const { t } = useTranslation('residents');
  const companies = useResidentCompanies();
  const [form] = Form.useForm<SearchFields>();
  return (
    <Form<SearchFields>
      form={form}
      layout="inline"
      aria-label={t('filters')}
      initialValues={{ company: '', name: '', phone: '' }}
      onFinish={(fields) => onSearch({ company: fields.company ?? '', name: fields.name.trim(), phone: fields.phone.trim() })}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="company" label={t('resident.company')}>
        <Select
          style={{ width: 180 }}
          loading={companies.isPending}
          showSearch
          options={[
            { value: '', label: t('allCompanies') },
            ...(companies.data ?? []).map(({ company, count }) => ({ value: company, label: `${company} (${count})` })),
          ]}
        />
      </Form.Item>
      <Form.Item name="name" label={t('resident.name')}>
        <Input allowClear maxLength={50} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="phone" label={t('resident.phone')}>
        <Input allowClear maxLength={20} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" icon={<SearchOutlined aria-hidden="true" />}>
          {t('search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
