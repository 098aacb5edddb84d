import type { ImportCheck } from '@vestibule/contract/endpoints/address-book';
import { callApi, sendFile } from '../../../lib/api-client';

/* The address book's spreadsheet import: checked first, then applied in batches. */

/** The import template the server serves to anyone. */
export const importTemplateUrl = '/api/downloads/employee-import-template.xlsx';

/** Rows per applyEmpImport call: small enough for the progress bar to move on a few thousand rows. */
export const importBatchSize = 200;

/** Reads the file on the server and reports every row with a problem; nothing changes yet. */
export function checkImport(file: File): Promise<ImportCheck> {
  return sendFile('checkEmpImport', 'file', file);
}

/**
 * Applies a checked import batch by batch, telling the progress after each; resolves how many rows changed.
 * `createDepartments` are the new departments the user agreed to; the server creates no other.
 */
export async function applyImport(
  importId: string,
  createDepartments: readonly string[],
  onProgress: (applied: number, total: number) => void,
): Promise<number> {
  let applied = 0;
  for (;;) {
    const answer = await callApi('applyEmpImport', {
      importId,
      startIndex: applied,
      requestedCount: importBatchSize,
      createDepartments: [...createDepartments],
    });
    applied = answer.applied;
    onProgress(applied, answer.total);
    if (applied >= answer.total) return answer.total;
  }
}
