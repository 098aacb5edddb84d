import type { Visit } from '@vestibule/contract/entities/visit';
import { useQuery } from '@tanstack/react-query';
import type { WalkInRequest } from '../../../components/walk-in/walk-in-values';
import { callApi, type CallOptions, type RequestOf } from '../../../lib/api-client';
import { apiQueryOptions } from '../../../lib/api-query';
import { deskOperator, deskSignOut } from '../lib/kiosk-pairing';
import { explainedStatuses } from '../lib/kiosk-refusal';
import { noForm, type SignInForms } from '../lib/sign-in-form';

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

export const signInByCode = async (code: string, forms: SignInForms = noForm) =>
  (await callApi('AppClientSignin', { code, ...forms, ...deskOperator() }, quiet)).visit;

export const todaysAppointments = (search: { phone: string } | { cardId: string }) =>
  callApi('searchTodayAppointment', search, quiet);

export const signInAppointment = async (vid: number, forms: SignInForms = noForm) => {
  await callApi('VisitAppointmentSignin', { vid, ...forms, ...deskOperator() }, quiet);
};

export const lastVisitOf = (phone: string) => callApi('getLastVisitByPhone', { phone }, quiet);

export const signInWalkIn = async (body: WalkInRequest, forms: SignInForms = noForm) =>
  (await callApi('UpdatePhoto', { ...body, ...forms, ...deskOperator() }, quiet)).visit;

/** Whether the visitor must train first (decision 0039): by the visit, or by the chosen type and the phone. */
export const trainingTask = (body: RequestOf<'getTrainingTask'>) => callApi('getTrainingTask', body, quiet);

export const submitTraining = (body: RequestOf<'submitTrainingAnswers'>) => callApi('submitTrainingAnswers', body, quiet);

/** Signs out every visit of the phone still on site; how many. */
export const signOutByPhone = async (phone: string) =>
  (await callApi('VisitorSignOut', { phone, ...deskSignOut() }, quiet)).count;

/** Signs out the visit of a badge's code: the server reads the code (signed) before anything is signed out. */
export const signOutByBadge = async (code: string) => {
  const visit = await callApi('getVisitByCode', { code }, quiet);
  await signOutVisit(visit.vid);
};

/** Signs out one visit the tablet was told of (a visitor still on site from an earlier visit). */
export const signOutVisit = async (vid: number) => {
  await callApi('VisitorSignOutByVid', { vid, ...deskSignOut() }, quiet);
};

export type { Visit };
