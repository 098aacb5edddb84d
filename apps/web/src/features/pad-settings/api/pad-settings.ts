import { useMutation } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';
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

/** Saves one section of /pad through its own call; the screen then reads the stored values again. */
export function useSavePadSetting<N extends PadSettingCall>(name: N) {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callApi(name, body, { successToast: true }),
    onSuccess: refreshCompany,
  });
}

/** Comma-separated picture URLs as a list without blanks. */
export const pictureList = (value = '') =>
  value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
