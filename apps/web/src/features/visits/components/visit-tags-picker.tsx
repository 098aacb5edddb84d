import type { VisitWithTimeline } from '@vestibule/contract/entities/visit';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVisitorTags } from '../../../lib/visitor-tags';
import { useLabelVisit } from '../api/visits';

/** A visit's tags, chosen from the company's; each change is saved at once. Read only where the tags cannot be listed. */
export function VisitTagsPicker({ visit }: { visit: VisitWithTimeline }) {
  const { t } = useTranslation('visits');
  const tags = useVisitorTags();
  const label = useLabelVisit();
  const current = visit.tags ?? [];
  if (!tags.data) {
    return current.length === 0 ? '–' : current.map((tag) => <Tag key={tag.tid}>{tag.tagName}</Tag>);
  }
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      aria-label={t('drawer.tags')}
      placeholder={tags.data.length === 0 ? t('drawer.noTags') : t('drawer.chooseTags')}
      disabled={label.isPending}
      value={current.map((tag) => tag.tid)}
      onChange={(tids) => label.mutate({ vid: visit.vid, tids })}
      showSearch={{ optionFilterProp: 'label' }}
      options={tags.data.map((tag) => ({ value: tag.tid, label: tag.tagName }))}
      style={{ width: '100%' }}
    />
  );
}
