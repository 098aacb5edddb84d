import type { ExtendVisitor } from '@vestibule/contract/entities/visitor-type';
import { DatePicker, Form, type FormRule, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxList } from './checkbox-list';

/*
 * The custom fields of a visitor type (GetExtendVisitor) as antd form items,
 * for any visitor form. Presentational: it neither fetches nor saves. Values
 * sit under `namePrefix` by each field's fieldName; customFieldTexts turns them
 * into the text a visit's extendCol keeps.
 */

/** Options of a select, radio or checkbox field, from its comma-separated inputValue. */
export const customFieldOptions = (inputValue: string): string[] =>
  inputValue
    .split(/[,，]/)
    .map((option) => option.trim())
    .filter((option) => option !== '');

type FieldValue = string | number | string[] | Dayjs | null | undefined;

const isDay = (value: unknown): value is Dayjs =>
  typeof value === 'object' && value !== null && 'format' in value && typeof value.format === 'function';

/** The form's values as texts by fieldName: a date as YYYY-MM-DD, checked boxes comma-separated, nothing as ''. */
export function customFieldTexts(fields: readonly ExtendVisitor[], values: Record<string, FieldValue> | undefined) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values?.[field.fieldName];
      const text = isDay(value)
        ? value.format('YYYY-MM-DD')
        : Array.isArray(value)
          ? value.join(',')
          : value === null || value === undefined
            ? ''
            : String(value);
      return [field.fieldName, text];
    }),
  );
}

interface CustomFieldsProps {
  /** The definitions, in the order to show them; those with isDisplay 0 are left out. */
  fields: readonly ExtendVisitor[];
  /** Where the values sit in the form, e.g. ['extendCol']. */
  namePrefix?: ReadonlyArray<string | number>;
  disabled?: boolean;
}

/** One form item per shown field: text, number, date, select (also the original 'button'), radio or checkbox. */
export function CustomFields({ fields, namePrefix = [], disabled }: CustomFieldsProps) {
  const { t } = useTranslation('components');
  const shown = [...fields].filter((field) => field.isDisplay !== 0).sort((a, b) => a.inputOrder - b.inputOrder);
  return (
    <>
      {shown.map((field) => {
        const label = field.displayName;
        const rules: FormRule[] = field.required
          ? [{ required: true, whitespace: field.inputType === 'text', message: t('customFields.required', { label }) }]
          : [];
        return (
          <Form.Item key={field.eid} name={[...namePrefix, field.fieldName]} label={label} rules={rules}>
            {inputFor(field, disabled, t('customFields.choose'))}
          </Form.Item>
        );
      })}
    </>
  );
}

function inputFor(field: ExtendVisitor, disabled: boolean | undefined, choose: string): ReactNode {
  const placeholder = field.placeholder || undefined;
  const options = customFieldOptions(field.inputValue).map((option) => ({ value: option, label: option }));
  switch (field.inputType) {
    case 'number':
      return <InputNumber placeholder={placeholder} disabled={disabled} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker placeholder={placeholder} disabled={disabled} style={{ width: '100%' }} />;
    case 'select':
    case 'button':
      return <Select placeholder={placeholder ?? choose} disabled={disabled} options={options} allowClear={!field.required} />;
    case 'radio':
      return <Radio.Group disabled={disabled} options={options} />;
    case 'checkbox':
      return <CheckboxList disabled={disabled} options={options} />;
    default:
      return <Input placeholder={placeholder} disabled={disabled} maxLength={200} />;
  }
}
