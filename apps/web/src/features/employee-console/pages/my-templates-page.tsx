import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { bothLoaded, LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { useProfile } from '../../../lib/session';
import { useOwnTemplates, useSaveOwnTemplate, useTemplatesRestricted } from '../../../lib/invitation-templates';
import { TemplateEditor } from '../../../components/template-editor';

/**
 * /mine/templates: the signed-in employee's own invitation templates, which
 * their invitations carry instead of the company's. Read-only, with the
 * reason, while the company restricts employee modification.
 */
export function MyTemplatesPage() {
  const { t } = useTranslation('templates');
  const profile = useProfile();
  const templates = useOwnTemplates();
  const restriction = useTemplatesRestricted();
  const save = useSaveOwnTemplate();
  return (
    <>
      <PageTitle title={t('ownPage')} description={t('ownDescription')} />
      <LoadFrame query={bothLoaded(templates, restriction)} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {([ownTemplates, restricted]) => (
          <>
            {restricted && (
              <Alert
                type="info"
                showIcon
                title={t('restricted.title')}
                description={t('restricted.text')}
                style={{ marginBottom: 24 }}
                data-testid="templates-restricted"
              />
            )}
            <TemplateEditor
              name="own-template"
              templates={ownTemplates}
              readOnly={restricted}
              saving={save.isPending}
              onSave={(template) => save.mutateAsync(template)}
              sample={{
                visitor: t('sample.visitor'),
                company: profile.company,
                employee: profile.username,
                time: dayjs().add(1, 'day').hour(10).minute(0).format('YYYY-MM-DD HH:mm'),
              }}
            />
          </>
        )}
      </LoadFrame>
    </>
  );
}
