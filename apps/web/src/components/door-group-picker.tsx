import { Status } from '@vestibule/contract/status-codes';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiQueryOptions } from '../lib/api-query';
import { useDoorGroupsChoosable } from '../lib/door-access';

/** The door group ids of a comma-separated text, as the views answer them. */
export const doorGroupIdsOf = (text: string): number[] =>
  text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/** The request's `egids`: the chosen groups, or nothing when the form had no picker (the grant's groups stay). */
export const egidsOf = (chosen: readonly number[] | undefined) => (chosen ? { egids: chosen.join(',') } : {});

interface DoorGroupPickerProps {
  /** What the groups are chosen for, which says what leaving them empty means. */
  grant: 'visitorType' | 'employee' | 'visit' | 'resident';
}

/**
 * The form field `egids`: the company's door groups a grant opens. Nothing at all where door access is off or the
 * session may not list the groups; a plan without door access answers the list with 45, which the picker keeps quiet.
 */
export function DoorGroupPicker({ grant }: DoorGroupPickerProps) {
  const { t } = useTranslation('components');
  const choosable = useDoorGroupsChoosable();
  const groups = useQuery({
    ...apiQueryOptions('getEquipmentGroupByUserid', {}, { quietFor: [Status.planLimitReached] }),
    enabled: choosable,
    retry: false,
  });
  if (!choosable || groups.isError) return null;
  return (
    <Form.Item name="egids" label={t('doorGroups.label')} extra={t(`doorGroups.hint.${grant}`)}>
      <Select<number[]>
        mode="multiple"
        allowClear
        loading={groups.isPending}
        placeholder={t('doorGroups.placeholder')}
        showSearch={{ optionFilterProp: 'label' }}
        options={(groups.data ?? []).map((group) => ({ value: group.egid, label: group.egname }))}
      />
    </Form.Item>
  );
}
