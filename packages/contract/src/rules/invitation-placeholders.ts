/*
 * The placeholders an invitation template may hold. The mail or SMS is the
 * template with each placeholder replaced by the invitation's value. Each has
 * an English name and the Chinese one the original product's templates used,
 * so templates written for either read the same.
 */

export interface InvitationPlaceholderValues {
  /** The visitor's name. */
  visitor: string;
  /** The inviting company's name. */
  company: string;
  /** The inviting employee's name. */
  employee: string;
  /** The appointment's local date and time, as the mail writes it. */
  time: string;
}

/** Every placeholder by the value it stands for: its English name first, then the Chinese one. */
export const invitationPlaceholders: Record<keyof InvitationPlaceholderValues, readonly string[]> = {
  visitor: ['{visitor}', '{访客}'],
  company: ['{company}', '{公司}'],
  employee: ['{employee}', '{员工}'],
  time: ['{time}', '{时间}'],
};

const byName = new Map(
  Object.entries(invitationPlaceholders).flatMap(([key, names]) =>
    names.map((name) => [name.slice(1, -1).toLowerCase(), key as keyof InvitationPlaceholderValues] as const),
  ),
);

/**
 * The text with every placeholder filled, in one pass: a value that itself
 * holds a placeholder's name stays as it is. Names are case-insensitive and may
 * have spaces inside the braces; unknown braces are left alone.
 */
export function fillInvitationPlaceholders(text: string, values: InvitationPlaceholderValues): string {
  return text.replace(/\{\s*([^{}\s]+)\s*\}/g, (whole, name: string) => {
    const key = byName.get(name.toLowerCase());
    return key ? values[key] : whole;
  });
}
