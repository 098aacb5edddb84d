import type { SubjectKind } from '@vestibule/contract';

/** Who is calling, from the session; services scope every query by it. */
export interface Session {
  id: number;
  kind: SubjectKind;
  subjectId: number;
  companyId: number;
}
