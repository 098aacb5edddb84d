/*
 * Toasts for code outside React (the API client). Each page connects the
 * toaster it renders: antd's notifications in the console (loaded with the
 * first toast), a light one on the sign-in pages.
 */

export interface Toaster {
  success(text: string): void;
  /** An error that stays 5 seconds and has a close button (spec section 8). */
  error(text: string): void;
}

export const errorToastMs = 5_000;

let toaster: Toaster | undefined;
let waiting: Array<{ kind: keyof Toaster; text: string }> = [];
let wantToaster: (() => void) | undefined;

/** Connects the page's toaster; toasts raised before it was ready show now. */
export function connectToasts(next: Toaster): () => void {
  toaster = next;
  const queued = waiting;
  waiting = [];
  for (const { kind, text } of queued) next[kind](text);
  return () => {
    if (toaster === next) toaster = undefined;
  };
}

/** Called when a toast is raised before any toaster is connected (the console then loads its own). */
export function onToasterWanted(callback: () => void): () => void {
  wantToaster = callback;
  return () => {
    if (wantToaster === callback) wantToaster = undefined;
  };
}

const deliver = (kind: keyof Toaster, text: string) => {
  if (toaster) {
    toaster[kind](text);
  } else {
    waiting.push({ kind, text });
    wantToaster?.();
  }
};

export const toast: Toaster = {
  success: (text) => deliver('success', text),
  error: (text) => deliver('error', text),
};
