import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepotFormDetails, VipFormDetails } from '../../../components/visit-form-details';
import { formatInstant } from '../lib/visit-format';
import { useDepotForm, useVipForm } from '../api/visit-forms';

/** The VIP or depot form filled when the visitor signed in; nothing when the visit has none. */
export function VisitFormsSection({ vid }: { vid: number }) {
  // Its texts load beside the drawer's: suspending here would unmount the open drawer.
  const { t, ready } = useTranslation('visitForms', { useSuspense: false });
  const vip = useVipForm(vid);
  const depot = useDepotForm(vid);
  if (!ready) return null;
  if (vip.isError || depot.isError) return <Alert type="warning" showIcon title={t('details.loadFailed')} />;
  const forms = [
    vip.data && { kind: 'vip' as const, at: vip.data.createTime, body: <VipFormDetails form={vip.data} /> },
    depot.data && { kind: 'depot' as const, at: depot.data.createTime, body: <DepotFormDetails form={depot.data} /> },
  ].filter((form) => !!form);
  return forms.map((form) => (
    <section key={form.kind} aria-label={t(`kind.${form.kind}`)}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        {t(`kind.${form.kind}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('details.filledAt', { time: formatInstant(form.at) })}
      </Typography.Paragraph>
      {form.body}
    </section>
  ));
}
