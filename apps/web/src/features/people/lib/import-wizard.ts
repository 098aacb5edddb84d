import type { ImportCheck } from '@vestibule/contract/endpoints/address-book';

/*
 * The import wizard's steps: pick a file, have it checked, review the report,
 * apply it batch by batch, then the summary (or where applying stopped).
 */

export type ImportState =
  | { step: 'pick'; file?: File }
  | { step: 'checking'; file: File }
  | { step: 'review'; file: File; check: ImportCheck }
  | { step: 'applying'; check: ImportCheck; applied: number; total: number }
  | { step: 'done'; check: ImportCheck }
  | { step: 'failed'; check: ImportCheck; applied: number; total: number };

export type ImportEvent =
  | { type: 'pick'; file: File }
  | { type: 'check' }
  | { type: 'checked'; check: ImportCheck }
  | { type: 'checkFailed' }
  | { type: 'apply' }
  | { type: 'progress'; applied: number; total: number }
  | { type: 'applied' }
  | { type: 'applyFailed' }
  | { type: 'restart' };

export const initialImportState: ImportState = { step: 'pick' };

/** Rows the import will add or change; the rest are unchanged or have problems. */
export const changesOf = (check: ImportCheck) => check.created + check.updated;

/** The next state; an event that does not fit the current step changes nothing. */
export function importReducer(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case 'pick':
      return state.step === 'pick' || state.step === 'review' ? { step: 'pick', file: event.file } : state;
    case 'check':
      return state.step === 'pick' && state.file ? { step: 'checking', file: state.file } : state;
    case 'checked':
      return state.step === 'checking' ? { step: 'review', file: state.file, check: event.check } : state;
    case 'checkFailed':
      return state.step === 'checking' ? { step: 'pick', file: state.file } : state;
    case 'apply':
      return state.step === 'review' && changesOf(state.check) > 0
        ? { step: 'applying', check: state.check, applied: 0, total: changesOf(state.check) }
        : state;
    case 'progress':
      return state.step === 'applying' ? { ...state, applied: event.applied, total: event.total } : state;
    case 'applied':
      return state.step === 'applying' ? { step: 'done', check: state.check } : state;
    case 'applyFailed':
      return state.step === 'applying'
        ? { step: 'failed', check: state.check, applied: state.applied, total: state.total }
        : state;
    case 'restart':
      return initialImportState;
  }
}

/** The step indicator's position: choose file, review, import, finished. */
export function stepIndex(state: ImportState): number {
  switch (state.step) {
    case 'pick':
    case 'checking':
      return 0;
    case 'review':
      return 1;
    case 'applying':
      return 2;
    case 'done':
    case 'failed':
      return 3;
  }
}

/** Whole percent applied, for the progress bar. */
export const percentOf = (applied: number, total: number) => (total > 0 ? Math.floor((applied / total) * 100) : 100);
