import { badgeLayout } from '@vestibule/contract/rules/badge-layout';
import { Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { VisitorBadge } from '../../../components/visitor-badge';
import type { BadgeFormValues } from '../lib/badge-form-values';

/** A grey head-and-shoulders outline standing in for the visitor's photo. */
const photoOutline = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f0f0f0"/><circle cx="20" cy="15" r="7" fill="#bfbfbf"/><path d="M6 40c0-9 6-14 14-14s14 5 14 14z" fill="#bfbfbf"/></svg>',
)}`;

/** Preview pixels per millimetre at most; wider badges shrink to fit the panel. */
const previewScale = 4;
const previewWidthPx = 440;

/** The badge as the form's current values draw it, at true proportions, before they are saved. */
export function BadgePreview({ values }: { values: BadgeFormValues }) {
  const { t } = useTranslation('badges');
  const { token } = theme.useToken();
  const layout = badgeLayout(
    {
      ...values,
      cardLogo: values.cardLogo ? 1 : 2,
      showAvatar: values.showAvatar ? 1 : 0,
      badgeQrcode: values.badgeQrcode ? 1 : 0,
      cardText: values.cardText ?? '',
      cardPic: values.cardPic ?? '',
      badgeCustom: values.badgeCustom ?? '',
      customText: values.customText ?? '',
    },
    {
      // A sample: the preview's QR code only shows where the real one goes.
      badgeCode: 'B.0.preview-preview-',
      vname: t('preview.name'),
      vcompany: t('preview.company'),
      empName: t('preview.host'),
      vphoto: photoOutline,
      time: dayjs().format('YYYY-MM-DD HH:mm'),
    },
  );
  const pxPerMm = Math.min(previewScale, previewWidthPx / layout.widthMm);
  return (
    <Panel title={t('preview.title')}>
      <div style={{ display: 'grid', justifyItems: 'center', gap: 12, overflowX: 'auto' }}>
        <div style={{ background: token.colorFillTertiary, padding: 16, borderRadius: token.borderRadius }}>
          <VisitorBadge layout={layout} pxPerMm={pxPerMm} accent={token.colorPrimary} />
        </div>
        <Typography.Text type="secondary" data-testid="badge-preview-size">
          {t('preview.size', { width: layout.widthMm, height: layout.heightMm })}
        </Typography.Text>
      </div>
    </Panel>
  );
}
