import type { Visit } from '@vestibule/contract/entities/visit';
import { useQuery } from '@tanstack/react-query';
import type { WalkInRequest } from '../../../components/walk-in/walk-in-values';
import { callApi, type CallOptions, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
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
  useQuery({ ...apiQueryOptions('getPadConfig'), enabled, refetchInterval: padConfigRefreshMs });

export const pairTablet = (body: RequestOf<'LoginManager'>) => callApi('LoginManager', body);

/** The visit a scanned or typed code names. */
export const visitByCode = (code: string) => callApi('getVisitByCode', { code }, quiet);

export const signInByCode = async (code: string) => (await callApi('AppClientSignin', { code, ...deskOperator() }, quiet)).visit;

export const todaysAppointments = (search: { phone: string } | { cardId: string }) =>
  callApi('searchTodayAppointment', search, quiet);

export const signInAppointment = async (vid: number) => {
  await callApi('VisitAppointmentSignin', { vid, ...deskOperator() }, quiet);
};

export const lastVisitOf = (phone: string) => callApi('getLastVisitByPhone', { phone }, quiet);

export const signInWalkIn = async (body: WalkInRequest) =>
  (await callApi('UpdatePhoto', { ...body, ...deskOperator() }, quiet)).visit;

/** Signs out every visit of the phone still on site; how many. */
export const signOutByPhone = async (phone: string) =>
  (await callApi('VisitorSignOut', { phone, signOutOpName: deskOperator().signInOpName }, quiet)).count;

/** Signs out the visit of a badge's code: the server reads the code (signed) before anything is signed out. */
export const signOutByBadge = async (code: string) => {
  const visit = await callApi('getVisitByCode', { code }, quiet);
  await signOutVisit(visit.vid);
};

/** Signs out one visit the tablet was told of (a visitor still on site from an earlier visit). */
export const signOutVisit = async (vid: number) => {
  await callApi('VisitorSignOutByVid', { vid, signOutOpName: deskOperator().signInOpName }, quiet);
};

export type { Visit };
