import { type AttendeeInput, attendeeInputSchema, type ImportProblem, Status, type UploadedFile } from '@vestibule/contract';
import { checkVisitorImport } from '../invitations/visitor-import.service.js';

/*
 * Attendees from a spreadsheet: the invitation forms' reader (columns name,
 * phone, email, company; at most one batch), each row then checked as an
 * attendee the forms would send.
 */

export function attendeesOfSheet(file: UploadedFile): { attendees: AttendeeInput[]; bad: ImportProblem[] } {
  const sheet = checkVisitorImport(file);
  const attendees: AttendeeInput[] = [];
  const bad = [...sheet.bad];
  for (const row of sheet.rows) {
    const parsed = attendeeInputSchema.safeParse({ name: row.name, phone: row.phone, email: row.vemail, company: row.vcompany });
    if (parsed.success) attendees.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      bad.push({
        row: row.row,
        name: row.name,
        status: Status.invalidField,
        reason: `${issue?.path.join('.')}: ${issue?.message}`,
      });
    }
  }
  return { attendees, bad: bad.sort((a, b) => a.row - b.row) };
}
