import { useQuery } from '@tanstack/react-query';
import { uploadFile } from '../../lib/api-client';
import { apiQueryOptions } from '../../lib/api-query';
import { useCustomFields, useVisitorTypes } from '../../lib/visitor-types';

/* What the walk-in form reads and sends besides the sign-in itself, which each desk makes with its own quiet refusals. */

/** The company's visit reasons. */
export const useVisitReasons = () =>
  useQuery({
    ...apiQueryOptions('GetVisitType'),
    select: ({ inputValue }) =>
      inputValue
        .split(/[,，]/)
        .map((reason) => reason.trim())
        .filter(Boolean),
  });

/** The visitor types, their custom fields and the visit reasons the form offers; ready once all three are read. */
export function useWalkInChoices() {
  const types = useVisitorTypes();
  const fields = useCustomFields();
  const reasons = useVisitReasons();
  return {
    types: types.data ?? [],
    fields: fields.data ?? [],
    reasons: reasons.data ?? [],
    ready: !types.isPending && !fields.isPending && !reasons.isPending,
  };
}

/** Hosts whose name starts with the text (only those the desk may show). */
export const useHostSearch = (name: string) =>
  useQuery({ ...apiQueryOptions('getEmpByName', { name }), enabled: name.trim().length > 0, staleTime: 60_000 });

/** Stores the visitor's photo, taken with the camera or chosen as a file, and gives its URL. */
export const uploadPhoto = async (photo: Blob) =>
  (await uploadFile(photo instanceof File ? photo : new File([photo], 'visitor.jpg', { type: photo.type || 'image/jpeg' }))).url;
