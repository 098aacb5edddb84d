import { builtInTemplateTypes, type CompanyTemplate } from '@vestibule/contract/endpoints/invitation-templates';
import type { TFunction } from 'i18next';
import { isAppError } from '@vestibule/contract/app-error';
import { Status } from '@vestibule/contract/status-codes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOf } from './api-client';
import { apiQueryOptions, useRefreshApi } from './api-query';
import { useCompany, useRefreshCompany } from './company';

/*
 * Invitation templates as the console reads them: the company's (the
 * Administrator's screen), the employee's own (their screen), and the one an
 * invitation of a visit type would carry (the invite page).
 */

/** A built-in type the company has not written: GetAllTemplateType lists it with every text empty. */
const unwrittenBuiltIn = (template: CompanyTemplate) =>
  (builtInTemplateTypes as readonly string[]).includes(template.templateType) &&
  [
    template.inviteContent,
    template.address,
    template.longitude,
    template.latitude,
    template.companyProfile,
    template.traffic,
  ].every((text) => text === '');

/** The templates the company has written; the built-in types are offered anyway (templateTypesOf). */
export const useCompanyTemplates = () =>
  useQuery({
    ...apiQueryOptions('GetAllTemplateType'),
    select: (templates) => templates.filter((template) => !unwrittenBuiltIn(template)),
  });

export const useOwnTemplates = () => useQuery(apiQueryOptions('getEmptempByPost'));

/** Whether employees must keep to the templates they have (the company's tempEditSwitch is on). */
export const useTemplatesRestricted = () => useCompany((company) => company.tempEditSwitch !== 0);

export function useSaveCompanyTemplate() {
  const refresh = useRefreshApi('GetAllTemplateType');
  return useMutation({
    mutationFn: (body: RequestOf<'addUserTemplate'>) => callApi('addUserTemplate', body, { successToast: true }),
    onSuccess: refresh,
  });
}

export function useDeleteCompanyTemplate() {
  const refresh = useRefreshApi('GetAllTemplateType');
  return useMutation({
    mutationFn: (templateType: string) => callApi('delUsertemplate', { templateType }, { successToast: true }),
    onSuccess: refresh,
  });
}

export function useSaveOwnTemplate() {
  const refresh = useRefreshApi('getEmptempByPost');
  return useMutation({
    mutationFn: (body: RequestOf<'addEmptemplate'>) => callApi('addEmptemplate', body, { successToast: true }),
    onSuccess: refresh,
  });
}

export function useSaveTemplateSwitch() {
  const refreshCompany = useRefreshCompany();
  return useMutation({
    mutationFn: (tempEditSwitch: 0 | 1) => callApi('updateTempEditSwitch', { tempEditSwitch }, { successToast: true }),
    onSuccess: refreshCompany,
  });
}

/**
 * The template an invitation of the type would carry (the employee's own, else
 * the company's). A type without one answers 56, which the screen explains
 * itself (hasNoTemplate) by asking for a message.
 */
export const useInvitationTemplate = (visitType: string) =>
  useQuery({
    ...apiQueryOptions('getEmptemplateByType', { visitType }, { quietFor: [Status.noInvitationTemplate] }),
    enabled: visitType.trim() !== '',
    retry: false,
  });

/** Whether a template query failed because the type has no template (56). */
export const hasNoTemplate = (error: unknown): boolean => isAppError(error) && error.status === Status.noInvitationTemplate;

/** The two built-in template types, then the others the lists name, each once, in the order given. */
export function templateTypesOf(...lists: ReadonlyArray<ReadonlyArray<{ templateType: string }> | undefined>): string[] {
  const types = new Set<string>(builtInTemplateTypes);
  for (const list of lists) for (const template of list ?? []) types.add(template.templateType);
  return [...types];
}

/** A type's name on screen: the built-ins translated, custom types as written. */
export const templateTypeLabel = (t: TFunction, templateType: string): string =>
  (builtInTemplateTypes as readonly string[]).includes(templateType) ? t(`templates:types.${templateType}`) : templateType;
