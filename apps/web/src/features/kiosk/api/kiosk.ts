import type { UserInfo } from '@vestibule/contract/entities/company';
import type { Employee } from '@vestibule/contract/entities/employee';
import type { ManagerLogin } from '@vestibule/contract/entities/reception-account';
import type { Visit } from '@vestibule/contract/entities/visit';
import type { PadConfig } from '@vestibule/contract/endpoints/pad-settings';
import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions, type RequestOf, uploadFile } from '../../../lib/api-client';
import { deskOperator } from '../lib/kiosk-pairing';
import { explainedStatuses } from '../lib/kiosk-refusal';

/*
 * The reception tablet's calls. Refusals a visitor can meet are explained on
 * the tablet's own screens (kiosk-refusal), so the client shows no toast for them.
 */

const quiet: CallOptions = { quietFor: explainedStatuses };

/** The tablet checks its settings this often; each check also keeps the paired session alive. */
const padConfigRefreshMs = 5 * 60_000;

/** Carousel, logo, theme colour, background, built-in avatars and card text. */
export const usePadConfig = (enabled: boolean) =>
  useQuery({
    queryKey: ['getPadConfig'],
    queryFn: async () => (await callApi('getPadConfig', {})) as PadConfig,
    enabled,
    refetchInterval: padConfigRefreshMs,
  });

/** The company's badge settings, for printing. */
export const useBadgeSettings = () =>
  useQuery({ queryKey: ['GetUserInfo'], queryFn: async () => (await callApi('GetUserInfo')) as UserInfo });

/** The company's visit reasons. */
export const useVisitReasons = () =>
  useQuery({
    queryKey: ['GetVisitType'],
    queryFn: async () =>
      ((await callApi('GetVisitType', {})) as { inputValue: string }).inputValue
        .split(/[,，]/)
        .map((reason) => reason.trim())
        .filter(Boolean),
  });

/** Hosts whose name starts with the text (only those the tablet may show). */
export const useHostSearch = (name: string) =>
  useQuery({
    queryKey: ['getEmpByName', name],
    queryFn: async () => (await callApi('getEmpByName', { name })) as Employee[],
    enabled: name.trim().length > 0,
    staleTime: 60_000,
  });

export const pairTablet = async (body: RequestOf<'LoginManager'>) => (await callApi('LoginManager', body)) as ManagerLogin;

/** The visit a scanned or typed code names. */
export const visitByCode = async (code: string) => (await callApi('getVisitByCode', { code }, quiet)) as Visit;

export const signInByCode = async (code: string) =>
  ((await callApi('AppClientSignin', { code, ...deskOperator() }, quiet)) as { visit: Visit; vcount: number }).visit;

export const todaysAppointments = async (search: { phone: string } | { cardId: string }) =>
  (await callApi('searchTodayAppointment', search, quiet)) as Visit[];

export const signInAppointment = async (vid: number) => {
  await callApi('VisitAppointmentSignin', { vid, ...deskOperator() }, quiet);
};

export const lastVisitOf = async (phone: string) => (await callApi('getLastVisitByPhone', { phone }, quiet)) as Visit | null;

export type WalkInRequest = RequestOf<'UpdatePhoto'>;

export const signInWalkIn = async (body: WalkInRequest) =>
  ((await callApi('UpdatePhoto', { ...body, ...deskOperator() }, quiet)) as { visit: Visit; vcount: number }).visit;

/** Signs out every visit of the phone still on site; how many. */
export const signOutByPhone = async (phone: string) =>
  ((await callApi('VisitorSignOut', { phone, signOutOpName: deskOperator().signInOpName }, quiet)) as { count: number }).count;

export const signOutByBadge = async (vid: number) => {
  await callApi('VisitorSignOutByVid', { vid, signOutOpName: deskOperator().signInOpName }, quiet);
};

/** Stores the photo taken at the desk and gives its URL. */
export const uploadPhoto = async (photo: Blob) =>
  (await uploadFile(new File([photo], 'visitor.jpg', { type: photo.type || 'image/jpeg' }))).url;

export type { Visit };
