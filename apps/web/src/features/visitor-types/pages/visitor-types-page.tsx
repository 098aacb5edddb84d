import { Alert, Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageTitle } from '../../../components/page-title';
import { useCustomFields, useVisitorTypes } from '../../../lib/visitor-types';
import { useVisitReasons } from '../api/visitor-types';
import { CustomFieldPanel } from '../components/custom-field-panel';
import { VisitReasonsPanel } from '../components/visit-reasons-panel';
import { VisitRulesPanel } from '../components/visit-rules-panel';
import { VisitorTagsPanel } from '../components/visitor-tags-panel';
import { type FormSelection, VisitorTypeList } from '../components/visitor-type-list';

/** /vset: visitor types beside the custom fields of the selected type's form, the visit reasons and the visitor tags. */
export function VisitorTypesPage() {
  const { t } = useTranslation('visitorTypes');
  const types = useVisitorTypes();
  const fields = useCustomFields();
  const reasons = useVisitReasons();
  const [selection, setSelection] = useState<FormSelection>({ kind: 'all' });

  if (types.isPending || fields.isPending) {
    return (
      <>
        <PageTitle title={t('title')} description={t('description')} />
        <PageLoading />
      </>
    );
  }
  if (types.isError || fields.isError) {
    return (
      <>
        <PageTitle title={t('title')} description={t('description')} />
        <Alert type="warning" showIcon title={t('loadFailed')} />
      </>
    );
  }
  const selectedType = selection.kind === 'type' ? types.data.find((type) => type.tid === selection.tid) : undefined;
  // A type deleted or gone since it was selected: show the shared fields.
  const eType = selectedType?.vType ?? '';
  const formName = selectedType?.vType ?? t('allTypes');
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7} xxl={6}>
          <VisitorTypeList
            types={types.data}
            fields={fields.data}
            selection={selectedType ? selection : { kind: 'all' }}
            onSelect={setSelection}
          />
        </Col>
        <Col xs={24} lg={17} xxl={18}>
          {selectedType && (
            <div style={{ marginBottom: 16 }}>
              <VisitRulesPanel
                key={`${selectedType.tid}-${selectedType.refuseRestDay}${selectedType.refuseWeekend}${selectedType.refuseOutsideHours}`}
                type={selectedType}
              />
            </div>
          )}
          <CustomFieldPanel
            key={eType}
            fields={fields.data.filter((field) => field.eType === eType)}
            eType={eType}
            formName={formName}
          />
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        {reasons.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : reasons.data ? (
          <VisitReasonsPanel key={reasons.data.join(',')} saved={reasons.data} />
        ) : null}
      </div>
      <div style={{ marginTop: 16 }}>
        <VisitorTagsPanel />
      </div>
    </>
  );
}
