import type { SignInFormSetting } from '@vestibule/contract/entities/visit-form';
import type { CustomInputType } from '@vestibule/contract/entities/visitor-type';
import { useMutation, useQuery } from '@tanstack/react-query';
import { egidsOf } from '../../../components/door-group-picker';
import { callApi } from '../../../lib/api-client';
import { apiQueryOptions, useRefreshApi } from '../../../lib/api-query';

// The types and fields themselves are read through lib/visitor-types, which other visitor forms share.

/** The company's visit reasons (the defaults until it saves its own). */
export const useVisitReasons = () =>
  useQuery({
    ...apiQueryOptions('GetVisitType'),
    select: ({ inputValue }) =>
      inputValue
        .split(',')
        .map((reason) => reason.trim())
        .filter(Boolean),
  });

/**
 * Adds a visitor type, or with `tid` renames one (its custom fields follow); door groups and the form asked at
 * sign-in given replace the type's, left out they stay.
 */
export function useSaveVisitorType() {
  const refresh = useRefreshApi('getVisitorType', 'GetExtendVisitor');
  return useMutation({
    mutationFn: async ({
      tid,
      vType,
      egids,
      signInForm,
      ...training
    }: {
      tid?: number | undefined;
      vType: string;
      egids?: number[] | undefined;
      signInForm?: SignInFormSetting | undefined;
      /** The safety training (decision 0039), when the dialog showed it; 0 for none. */
      tvid?: number | undefined;
      qid?: number | undefined;
      povDays?: number | undefined;
    }) => {
      const body = {
        vType: vType.trim(),
        ...egidsOf(egids),
        ...(signInForm === undefined ? {} : { signInForm }),
        ...(training.tvid === undefined ? {} : { tvid: training.tvid }),
        ...(training.qid === undefined ? {} : { qid: training.qid }),
        ...(training.povDays === undefined ? {} : { povDays: training.povDays }),
      };
      if (tid === undefined) return (await callApi('addVisitorType', body, { successToast: true })).tid;
      await callApi('updateVisitorType', { tid, ...body }, { successToast: true });
      return tid;
    },
    onSuccess: refresh,
  });
}

/** When visits of a type are refused at sign-in; the switches go as 0 and 1. */
export function useSaveVisitRules() {
  const refresh = useRefreshApi('getVisitorType');
  const flag = (on: boolean) => (on ? (1 as const) : (0 as const));
  return useMutation({
    mutationFn: (rules: { tid: number; refuseRestDay: boolean; refuseWeekend: boolean; refuseOutsideHours: boolean }) =>
      callApi(
        'updateVisitorTypeRules',
        {
          tid: rules.tid,
          refuseRestDay: flag(rules.refuseRestDay),
          refuseWeekend: flag(rules.refuseWeekend),
          refuseOutsideHours: flag(rules.refuseOutsideHours),
        },
        { successToast: true },
      ),
    onSuccess: refresh,
  });
}

/** Deletes a visitor type with its custom fields. */
export function useDeleteVisitorType() {
  const refresh = useRefreshApi('getVisitorType', 'GetExtendVisitor');
  return useMutation({
    mutationFn: (tid: number) => callApi('delVisitorType', { tid }, { successToast: true }),
    onSuccess: refresh,
  });
}

export interface CustomFieldDraft {
  eid?: number;
  displayName: string;
  fieldName: string;
  inputType: CustomInputType;
  options: string[];
  inputOrder: number;
  required: boolean;
  placeholder: string;
  isDisplay: boolean;
  eType: string;
}

/** Adds a custom field, or with `eid` changes one. */
export function useSaveCustomField() {
  const refresh = useRefreshApi('GetExtendVisitor');
  return useMutation({
    mutationFn: async ({ eid, options, required, isDisplay, ...draft }: CustomFieldDraft) => {
      const body = {
        ...draft,
        displayName: draft.displayName.trim(),
        fieldName: draft.fieldName.trim(),
        placeholder: draft.placeholder.trim(),
        inputValue: options.map((option) => option.trim()).join(','),
        required: required ? (1 as const) : (0 as const),
        isDisplay: isDisplay ? (1 as const) : (0 as const),
      };
      if (eid === undefined) await callApi('addExtendVisitor', body, { successToast: true });
      else await callApi('updateExtendVisitor', { ...body, eid }, { successToast: true });
    },
    onSuccess: refresh,
  });
}

export function useDeleteCustomField() {
  const refresh = useRefreshApi('GetExtendVisitor');
  return useMutation({
    mutationFn: (eid: number) => callApi('delExtendVisitor', { eid }, { successToast: true }),
    onSuccess: refresh,
  });
}

/** Saves the visit reasons. */
export function useSaveVisitReasons() {
  const refresh = useRefreshApi('GetVisitType');
  return useMutation({
    mutationFn: (reasons: string[]) => callApi('updateVisitType', { inputValue: reasons.join(',') }, { successToast: true }),
    onSuccess: refresh,
  });
}
