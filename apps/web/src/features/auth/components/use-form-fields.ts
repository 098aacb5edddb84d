import { useId, useState } from 'react';

/** A check returns the locale key of the problem, or undefined when the value is fine. */
export type FieldCheck<V> = (value: string, values: V) => string | undefined;

export interface FieldBinding {
  id: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * Form state for the light sign-in pages: values, problems kept as locale keys
 * (so they follow a language change), checks on blur and on submit.
 */
export function useFormFields<V extends Record<string, string>>(initial: V, checks: { [K in keyof V]?: FieldCheck<V> }) {
  const formId = useId();
  // One state, changed by updates of the latest one: a change made after an await (clearing the captcha
  // once a code is sent) must not undo what was typed meanwhile.
  const [state, setState] = useState<{ values: V; problems: Partial<Record<keyof V, string>> }>({
    values: initial,
    problems: {},
  });
  const { values, problems } = state;
  const names = Object.keys(initial) as Array<keyof V>;
  const idOf = (name: keyof V) => `${formId}-${String(name)}`;
  const problemOf = (name: keyof V, all: V) => checks[name]?.(all[name] ?? '', all);

  const setValue = (name: keyof V, value: string) =>
    setState((current) => {
      const next = { ...current.values, [name]: value };
      // A shown problem updates while the user fixes it.
      const shown = current.problems[name] ? { ...current.problems, [name]: problemOf(name, next) } : current.problems;
      return { values: next, problems: shown };
    });

  /** Checks the fields (all by default), shows the problems and focuses the first; true when all pass. */
  const validate = (only: Array<keyof V> = names): boolean => {
    const found: Partial<Record<keyof V, string>> = { ...problems };
    for (const name of only) found[name] = problemOf(name, values);
    setState((current) => ({ ...current, problems: found }));
    const first = only.find((name) => found[name]);
    if (first !== undefined) document.getElementById(idOf(first))?.focus();
    return first === undefined;
  };

  const field = (name: keyof V): FieldBinding => ({
    id: idOf(name),
    value: values[name] ?? '',
    problem: problems[name],
    onChange: (value) => setValue(name, value),
    onBlur: () => {
      if (values[name] !== '') {
        setState((current) => ({ ...current, problems: { ...current.problems, [name]: problemOf(name, current.values) } }));
      }
    },
  });

  return { values, field, validate, setValue };
}
