import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { isAppError } from '@vestibule/contract/app-error';
import { tagLimits } from '@vestibule/contract/endpoints/tags';
import { Alert, Button, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useVisitorTags } from '../../../lib/visitor-tags';
import { useAddTag, useRemoveTag } from '../api/visitor-tags';

const tagExists = 30;
const illegal = /[<>\p{Cc}]/u;

/** The company's visitor tags: each added or removed at once; visits are labelled with them in their drawer. */
export function VisitorTagsPanel() {
  const { t } = useTranslation('visitorTypes');
  const tags = useVisitorTags();
  const addTag = useAddTag();
  const removeTag = useRemoveTag();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = tags.data ?? [];

  const add = () => {
    const tagName = typed.trim();
    if (tagName === '') return;
    const refusal = illegal.test(tagName)
      ? t('tags.invalid')
      : list.some((tag) => tag.tagName.toLowerCase() === tagName.toLowerCase())
        ? t('tags.exists', { tag: tagName })
        : list.length >= tagLimits.max
          ? t('tags.tooMany', { max: tagLimits.max })
          : null;
    setProblem(refusal);
    if (refusal) return;
    addTag.mutate(tagName, {
      onSuccess: () => setTyped(''),
      onError: (error) =>
        setProblem(
          isAppError(error) && error.status === tagExists
            ? t('tags.exists', { tag: tagName })
            : t('tags.tooMany', { max: tagLimits.max }),
        ),
    });
  };

  return (
    <Panel title={t('tags.title')}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('tags.hint', { max: tagLimits.max })}
      </Typography.Paragraph>
      {tags.isError && <Alert type="warning" showIcon title={t('loadFailed')} style={{ marginBottom: 12 }} />}
      <Space size={[0, 8]} wrap aria-label={t('tags.title')} role="list" style={{ marginBottom: 12 }}>
        {list.map((tag) => (
          <Tag
            key={tag.tid}
            role="listitem"
            color="blue"
            closable
            closeIcon={<span aria-label={t('tags.remove', { tag: tag.tagName })}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              removeTag.mutate(tag);
            }}
            style={{ fontSize: 14, padding: '2px 8px' }}
          >
            {tag.tagName}
          </Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%', maxWidth: 420, display: 'flex' }}>
        <Input
          value={typed}
          maxLength={tagLimits.nameMax}
          aria-label={t('tags.new')}
          placeholder={t('tags.new')}
          status={problem ? 'error' : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={add}
        />
        <Button icon={<PlusOutlined aria-hidden="true" />} loading={addTag.isPending} onClick={add}>
          {t('tags.add')}
        </Button>
      </Space.Compact>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12, maxWidth: 420 }} />}
    </Panel>
  );
}
