import { builtInTemplateTypes } from '@vestibule/contract/endpoints/invitation-templates';
import type { TFunction } from 'i18next';
import type { UserInfo } from '@vestibule/contract/entities/company';
import { Status } from '@vestibule/contract/status-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOf } from './api-client';

/*
 * Invitation templates as the console reads them: the company's (the
 * Administrator's screen), the employee's own (their screen), and the one an
 * invitation of a visit type would carry (the invite page).
 */

const companyKey = ['GetAllTemplateType'] as const;
const ownKey = ['getEmptempByPost'] as const;
const userInfoKey = ['GetUserInfo'] as const;

export const useCompanyTemplates = () => useQuery({ queryKey: companyKey, queryFn: () => callApi('GetAllTemplateType') });

export const useOwnTemplates = () => useQuery({ queryKey: ownKey, queryFn: () => callApi('getEmptempByPost') });

/** The company's settings, for tempEditSwitch (1 = employees may not change their templates). */
export const useTemplateSwitch = () =>
  useQuery({ queryKey: userInfoKey, queryFn: async () => (await callApi('GetUserInfo')) as UserInfo });

export function useSaveCompanyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'addUserTemplate'>) => callApi('addUserTemplate', body, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}

export function useDeleteCompanyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateType: string) => callApi('delUsertemplate', { templateType }, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}

export function useSaveOwnTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'addEmptemplate'>) => callApi('addEmptemplate', body, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownKey }),
  });
}

export function useSaveTemplateSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tempEditSwitch: 0 | 1) => callApi('updateTempEditSwitch', { tempEditSwitch }, { successToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}

/**
 * The template an invitation of the type would carry (the employee's own, else
 * the company's), or null when there is none (56): the screen then asks for a message.
 */
export const useInvitationTemplate = (visitType: string) =>
  useQuery({
    queryKey: ['getEmptemplateByType', visitType],
    enabled: visitType.trim() !== '',
    retry: false,
    queryFn: async () => {
      try {
        return await callApi('getEmptemplateByType', { visitType }, { quietFor: [Status.noInvitationTemplate] });
      } catch (error) {
        if ((error as { status?: number }).status === Status.noInvitationTemplate) return null;
        throw error;
      }
    },
  });

/** The two built-in template types, then the others the lists name, each once, in the order given. */
export function templateTypesOf(...lists: ReadonlyArray<ReadonlyArray<{ templateType: string }> | undefined>): string[] {
  const types = new Set<string>(builtInTemplateTypes);
  for (const list of lists) for (const template of list ?? []) types.add(template.templateType);
  return [...types];
}

/** A type's name on screen: the built-ins translated, custom types as written. */
export const templateTypeLabel = (t: TFunction, templateType: string): string =>
  (builtInTemplateTypes as readonly string[]).includes(templateType) ? t(`templates:types.${templateType}`) : templateType;
