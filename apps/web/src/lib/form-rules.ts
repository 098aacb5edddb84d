import type { FormRule } from 'antd';

/** The part of a zod schema a form rule needs. */
export interface Checkable {
  safeParse(value: unknown): { success: boolean };
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * An antd rule that passes when the contract's field schema accepts the value.
 * The schema is loaded with the first check, so the schema library stays out
 * of the screen's first load. A blank value passes: whether it may be blank is
 * the required rule's to say, so an empty field shows one message, not two.
 */
export const schemaRule = (load: () => Promise<Checkable>, message: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (isBlank(value)) return;
    const schema = await load();
    if (!schema.safeParse(value).success) throw new Error(message);
  },
});

/** A required field: blank or whitespace-only text fails. */
export const requiredRule = (message: string): FormRule => ({ required: true, whitespace: true, message });
