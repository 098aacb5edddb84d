import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { TreeSelect } from 'antd';
import { departmentOptions } from '../lib/department-options';

interface DepartmentPickerProps {
  id?: string;
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  departments: readonly DepartmentNode[];
  /** Several departments, or one. */
  multiple?: boolean;
  /** A department that cannot be chosen, with everything below it (the one being edited). */
  without?: number;
  /** What an empty choice means, such as "No department" or "Top level". */
  placeholder: string;
}

/** Chooses departments from the company's trees, opened fully and searchable by name; a form field. */
export function DepartmentPicker({ departments, multiple, without, placeholder, ...field }: DepartmentPickerProps) {
  return (
    <TreeSelect<number | number[]>
      id={field.id}
      value={field.value}
      onChange={(value) => field.onChange?.(value)}
      multiple={multiple}
      allowClear
      treeDefaultExpandAll
      placeholder={placeholder}
      treeData={departmentOptions(departments, without)}
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}
