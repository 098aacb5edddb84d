import { notification } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { watchArrivals } from '../lib/arrival-events';

// Below the console's header, so the alert leaves the language switch and the user menu free.
const headerHeight = 64;

/** Shows each of the signed-in employee's visitors as they sign in, on whatever console screen is open. */
export function ArrivalAlerts() {
  const { t } = useTranslation('employee');
  const [api, holder] = notification.useNotification({ placement: 'topRight', top: headerHeight + 12 });
  useEffect(
    () =>
      watchArrivals((arrival) => {
        const values = { visitor: arrival.vname, company: arrival.vcompany };
        api.info({
          key: `arrival-${arrival.vid}`,
          title: t('console.arrivalTitle'),
          description: arrival.vcompany ? t('console.arrivedFrom', values) : t('console.arrived', values),
          duration: 0,
          closable: true,
        });
      }),
    [api, t],
  );
  return holder;
}
