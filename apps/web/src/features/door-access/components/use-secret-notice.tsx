import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shows a device's secret the one time it is known; `holder` goes in the page. */
export function useSecretNotice() {
  const { t } = useTranslation('doorAccess');
  const [modal, holder] = Modal.useModal();
  const show = (secret: string) =>
    void modal.info({
      title: t('secret.title'),
      width: 560,
      content: (
        <>
          <p>{t('secret.once')}</p>
          <Typography.Paragraph
            code
            copyable={{ text: secret }}
            style={{ wordBreak: 'break-all' }}
            aria-label={t('secret.title')}
          >
            {secret}
          </Typography.Paragraph>
        </>
      ),
    });
  return { show, holder };
}
