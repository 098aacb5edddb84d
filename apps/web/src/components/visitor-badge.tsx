import type { BadgeLayout } from '@vestibule/contract/rules/badge-layout';
import { QRCode } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** CSS pixels in a millimetre: 96 px to the inch, the scale that prints at true size. */
export const printPxPerMm = 96 / 25.4;

/* The share of the badge's height the logo band and the custom text take; the PDF uses the same. */
const logoShare = 0.16;
const customShare = 0.14;
const paddingMm = 4;
/** The sign-out QR code's side as a share of the body's height at most; the PDF uses the same. */
const signOutQrShare = 0.45;

interface VisitorBadgeProps {
  layout: BadgeLayout;
  /** Screen pixels per millimetre: printPxPerMm to print at true size, less or more to preview. */
  pxPerMm?: number;
  /** Colour of the badge style's stripe. */
  accent?: string;
}

const frames: Record<BadgeLayout['style'], CSSProperties> = {
  card: { border: '1px solid #d9d9d9', borderRadius: 8 },
  sticker: { border: '1px dashed #bfbfbf', borderRadius: 2 },
  badge: { border: '1px solid #d9d9d9', borderRadius: 12 },
};

/** One visitor's badge, card or sticker as badgeLayout lays it out, drawn at true proportions. */
export function VisitorBadge({ layout, pxPerMm = printPxPerMm, accent = '#1677ff' }: VisitorBadgeProps) {
  const { t } = useTranslation('components');
  const mm = (value: number) => value * pxPerMm;
  const unit = mm(layout.heightMm / 18);
  const logoHeight = layout.logo ? mm(layout.heightMm * logoShare) : 0;
  const customHeight = layout.customText ? mm(layout.heightMm * customShare) : 0;
  const stripe = layout.style === 'badge' ? mm(3) : 0;
  const inner = mm(layout.heightMm - 2 * paddingMm) - logoHeight - customHeight - stripe;
  const avatarSize = layout.avatar ? Math.max(0, Math.min(inner, mm(layout.widthMm) * 0.4)) : 0;
  const textWidth = mm(layout.widthMm - 2 * paddingMm) - (avatarSize ? avatarSize + mm(3) : 0);
  const signOutQrSize = layout.signOutQr ? Math.max(0, Math.min(inner * signOutQrShare, textWidth / 2)) : 0;

  const logo = (position: BadgeLayout['logoPosition']): ReactNode =>
    layout.logo && layout.logoPosition === position ? (
      <div
        data-badge-part={`logo-${position}`}
        style={{ height: logoHeight, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}
      >
        {layout.logo.kind === 'image' ? (
          <img src={layout.logo.url} alt={t('badge.logo')} style={{ maxHeight: '100%', maxWidth: '100%' }} />
        ) : (
          <span style={{ fontSize: logoHeight * 0.55, fontWeight: 600, whiteSpace: 'nowrap' }}>{layout.logo.text}</span>
        )}
      </div>
    ) : null;

  const avatar = (): ReactNode => {
    if (!layout.avatar) return null;
    const box: CSSProperties = { width: avatarSize, height: avatarSize, flex: 'none' };
    if (layout.avatar.kind === 'qr')
      return (
        <div data-badge-part="avatar-qr" role="img" aria-label={t('badge.signOutQr')} style={box}>
          <div aria-hidden="true">
            <QRCode value={layout.avatar.payload} type="svg" size={avatarSize} bordered={false} style={{ padding: 0 }} />
          </div>
        </div>
      );
    return (
      <img
        data-badge-part={`avatar-${layout.avatar.kind}`}
        src={layout.avatar.url}
        alt={t('badge.photo', { name: layout.visitor.name })}
        style={{ ...box, objectFit: 'cover', borderRadius: 2 }}
      />
    );
  };

  return (
    <figure
      aria-label={t('badge.label', { name: layout.visitor.name })}
      data-badge-size={`${layout.widthMm}x${layout.heightMm}`}
      data-badge-style={layout.style}
      style={{
        ...frames[layout.style],
        boxSizing: 'border-box',
        width: mm(layout.widthMm),
        height: mm(layout.heightMm),
        margin: 0,
        padding: mm(paddingMm),
        paddingTop: mm(paddingMm) + stripe,
        display: 'flex',
        flexDirection: 'column',
        background: '#fff',
        color: '#000',
        overflow: 'hidden',
        position: 'relative',
        fontFamily: 'inherit',
      }}
    >
      {stripe > 0 && (
        <div aria-hidden="true" style={{ position: 'absolute', inset: '0 0 auto 0', height: stripe, background: accent }} />
      )}
      {logo('top')}
      <div style={{ height: inner, display: 'flex', gap: mm(3), overflow: 'hidden' }}>
        {avatar()}
        <div style={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', lineHeight: 1.25 }}>
          <div style={{ minHeight: 0, flex: 1, overflow: 'hidden' }}>
            <div data-badge-part="name" style={{ fontSize: unit * 1.6, fontWeight: 600 }}>
              {layout.visitor.name}
            </div>
            {[layout.visitor.company, layout.visitor.host && t('badge.host', { name: layout.visitor.host }), layout.visitor.time]
              .filter(Boolean)
              .map((line) => (
                <div key={line} style={{ fontSize: unit, color: '#333', marginTop: unit * 0.2 }}>
                  {line}
                </div>
              ))}
          </div>
          {layout.signOutQr && (
            // Bottom right, where the tablet's sign-out screen tells visitors to look.
            <div
              data-badge-part="sign-out-qr"
              role="img"
              aria-label={t('badge.signOutQr')}
              style={{ width: signOutQrSize, height: signOutQrSize, flex: 'none', alignSelf: 'flex-end', marginTop: mm(1) }}
            >
              {/* The drawing itself says nothing to a screen reader; the box names it. */}
              <div aria-hidden="true">
                <QRCode
                  value={layout.signOutQr.payload}
                  type="svg"
                  size={signOutQrSize}
                  bordered={false}
                  style={{ padding: 0 }}
                />
              </div>
            </div>
          )}
        </div>
      </div>
      {logo('middle')}
      {layout.customText && (
        <div
          data-badge-part="custom-text"
          style={{
            height: customHeight,
            fontSize: customHeight * 0.45,
            textAlign: 'center',
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {layout.customText}
        </div>
      )}
      {logo('bottom')}
    </figure>
  );
}
