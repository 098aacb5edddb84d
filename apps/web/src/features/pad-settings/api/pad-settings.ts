import type { UserInfo } from '@vestibule/contract/entities/company';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from '../../../lib/api-client';

/** The company's settings: the same query the account screens read. */
const userInfoKey = ['GetUserInfo'] as const;

/** The calls that store a section of /pad. */
export type PadSettingCall =
  | 'UpdateCarouselPic'
  | 'UpdateLogo'
  | 'UpdateThemeColor'
  | 'UploadBackgroundPic'
  | 'UpdateDefaultPhoto'
  | 'UpdateCardText';

/** The company with what its tablet shows. */
export const usePadInfo = () =>
  useQuery({
    queryKey: userInfoKey,
    queryFn: async () => (await callApi('GetUserInfo')) as UserInfo,
  });

/** Saves one section of /pad through its own call; the screen then reads the stored values again. */
export function useSavePadSetting<N extends PadSettingCall>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<N>) => callApi(name, body, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}

/** Comma-separated picture URLs as a list without blanks. */
export const pictureList = (value = '') =>
  value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
