import { builtInTemplateTypes } from '@vestibule/contract/endpoints/invitation-templates';
import type { TFunction } from 'i18next';

/** The two built-in template types, then the others the lists name, each once, in the order given. */
export function templateTypesOf(...lists: ReadonlyArray<ReadonlyArray<{ templateType: string }> | undefined>): string[] {
  const types = new Set<string>(builtInTemplateTypes);
  for (const list of lists) for (const template of list ?? []) types.add(template.templateType);
  return [...types];
}

/** A type's name on screen: the built-ins translated, custom types as written. */
export const templateTypeLabel = (t: TFunction, templateType: string): string =>
  (builtInTemplateTypes as readonly string[]).includes(templateType) ? t(`templates:types.${templateType}`) : templateType;
