import { Checkbox, Space } from 'antd';

/*
 * A row of checkboxes for a list of choices, each box checked from the value itself. antd's Checkbox.Group keeps its
 * own copy of the value and brings it up to date after the render, so a box showed its old state for a moment after
 * each click. Takes `value` and `onChange` as a Form.Item gives them.
 */
export function CheckboxList<T extends string | number>({
  options,
  value = [],
  disabled,
  onChange,
}: {
  options: ReadonlyArray<{ value: T; label: string }>;
  value?: readonly T[] | undefined;
  disabled?: boolean | undefined;
  onChange?: (value: T[]) => void;
}) {
  return (
    <Space wrap size={[16, 8]}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          checked={value.includes(option.value)}
          disabled={disabled}
          // The chosen values in the options' order, whatever the order of the clicks.
          onChange={(event) =>
            onChange?.(
              options
                .map((each) => each.value)
                .filter((each) => (each === option.value ? event.target.checked : value.includes(each))),
            )
          }
        >
          {option.label}
        </Checkbox>
      ))}
    </Space>
  );
}
