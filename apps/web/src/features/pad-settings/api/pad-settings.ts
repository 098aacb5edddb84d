import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';
import { useRefreshCompany } from '../../../lib/company';

/** The calls that store a section of /pad. */
export type PadSettingCall =
  | 'UpdateCarouselPic'
  | 'UpdateLogo'
  | 'UpdateThemeColor'
  | 'UploadBackgroundPic'
  | 'UpdateDefaultPhoto'
  | 'UpdateCardText'
  | 'updateOffDutyTime'
  | 'updateScanerSwitch'
  | 'updateFaceScaner'
  | 'updateSecureProtocol';

/** What the tablet reads of the settings, as the tablet reads it (whether a visitor may skip the photo, among others). */
export const usePadConfig = () => useQuery(apiQueryOptions('getPadConfig'));

/** Saves one section of /pad through its own call; the screen then reads the stored values, and the tablet's view of them, again. */
export function useSavePadSetting<N extends PadSettingCall>(name: N) {
  const refreshCompany = useRefreshCompany();
  const refreshPadConfig = useRefreshApi('getPadConfig');
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callApi(name, body, { successToast: true }),
    onSuccess: () => Promise.all([refreshCompany(), refreshPadConfig()]),
  });
}

/** Comma-separated picture URLs as a list without blanks. */
export const pictureList = (value = '') =>
  value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
