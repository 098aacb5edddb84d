import { z } from 'zod';
import { endpoint, type UploadedFile } from '../endpoint.js';
import { visitSchema } from '../entities/visit.js';
import { int, page, pageRequest, required, ymd } from '../fields.js';
import { visitStatuses } from '../rules/visit-status.js';
import { importProblemSchema } from './address-book.js';

/*
 * Invitations: an employee invites visitors (addAppointment, visits.ts), sees
 * their own invitations, and the visitor opens the signed link the mail or SMS
 * carries to see the visit and accept or refuse it.
 */

/** The longest validity an employee may give an invitation, whatever the company allows. */
export const inviteMaxDays = 7;

/** Appointment statuses of an invitation (the visit's `status` column, signinType 1). */
export const invitationStatus = { sent: 0, signedIn: 1, viewed: 2, accepted: 3, refused: 4, waitingSupplement: 6 } as const;

/** The statuses in which the visitor may still accept or refuse. */
export const answerableStatuses: readonly number[] = [
  invitationStatus.sent,
  invitationStatus.viewed,
  invitationStatus.waitingSupplement,
];

/** The signed link token (invite.html?token=...). */
const linkToken = { token: required(400) };

/** What the visitor's invitation page shows. */
export const invitationViewSchema = z.object({
  vid: z.number().int(),
  vname: z.string(),
  company: z.string(),
  empName: z.string(),
  empPhone: z.string(),
  visitType: z.string(),
  appointmentDate: z.number().int().nullable(),
  status: z.number().int(),
  visitStatus: z.enum(visitStatuses),
  /** 1 authorised, 4 awaiting approval, 2 refused (the approval process). */
  permission: z.number().int(),
  /** Why the visit was refused; '' otherwise. */
  refusal: z.string(),
  /** Whether the visitor may still accept or refuse. */
  answerable: z.boolean(),
  qrcodeType: z.number().int(),
  qrcodeConf: z.number().int(),
  /** The instants the code opens the door between (epoch ms); validFrom 0 means from the start. */
  validFrom: z.number().int(),
  validUntil: z.number().int(),
  /** The six-digit code to type at the tablet instead of scanning; '' for invitations made before codes. */
  acode: z.string(),
  /**
   * The door pass for door readers that decide offline (decision 0031's door code): only when the company's plan
   * has door access and the visit, approved and not over, opens some door group.
   */
  doorCode: z.string().optional(),
});
export type InvitationView = z.output<typeof invitationViewSchema>;

/** The header rows of the visitor template, in en and zh: name, phone, email, company (the server reads both). */
export const visitorTemplateHeaders = {
  en: ['name', 'phone', 'email', 'company'],
  zh: ['姓名', '手机', '邮箱', '公司'],
} as const;

/** One visitor read from a spreadsheet, in addAppointment's field names. */
export const importedVisitorSchema = z.object({
  /** Row number as the spreadsheet shows it (the header row is counted). */
  row: z.number().int(),
  name: z.string(),
  phone: z.string(),
  vemail: z.string(),
  vcompany: z.string(),
});
export type ImportedVisitor = z.infer<typeof importedVisitorSchema>;

export const visitorImportSchema = z.object({
  /** Data rows in the file that are not blank. */
  total: z.number().int(),
  /** The rows without a problem, in file order. */
  rows: z.array(importedVisitorSchema),
  /** Every other row and why: 24 a phone the file gives twice, 604 anything else. */
  bad: z.array(importProblemSchema),
});
export type VisitorImport = z.infer<typeof visitorImportSchema>;

export const invitationEndpoints = {
  checkVisitorImport: endpoint({
    summary:
      'Reads a spreadsheet of visitors (multipart field "file": csv, xls or xlsx; columns name, phone, email, company with en or zh headers; at most 100 rows) and answers its rows and every row with a problem. It makes no visit: the rows go to addAppointment once reviewed.',
    roles: ['manager', 'hq', 'subaccount', 'employee'],
    readOnly: true,
    multipartFile: 'file',
    request: z.object({
      file: z.custom<UploadedFile>((value) => typeof value === 'object' && value !== null, 'a file is required'),
    }),
    response: visitorImportSchema,
  }),
  checkInviteCount: endpoint({
    summary:
      'How many visitors the signed-in employee may invite in one addAppointment, and for how many days (the company caps it with qrMaxDuration).',
    roles: ['employee'],
    readOnly: true,
    request: z.object({}),
    response: z.object({
      /** Visitors per call: 100. */
      count: z.number().int(),
      /** The longest validity in days: at most 7 and at most the company's qrMaxDuration. */
      maxDays: z.number().int(),
      qrcodeType: z.number().int(),
      qrMaxCount: z.number().int(),
    }),
  }),
  getAppListByEmpId: endpoint({
    summary: "The signed-in employee's invitations (signinType 1), newest first, with their status; a page.",
    roles: ['employee'],
    readOnly: true,
    request: z
      .object({ date: ymd().optional(), endDate: ymd().optional(), ...pageRequest })
      .refine((body) => !body.date || !body.endDate || body.date <= body.endDate, {
        path: ['endDate'],
        message: 'must not be before date',
      }),
    response: page(visitSchema),
  }),
  getAppointmentbySecId: endpoint({
    summary: 'The invitation a signed link names (39 when the link is not valid); the first look marks it viewed (status 2).',
    roles: 'public',
    rateLimit: 'signin',
    request: z.object(linkToken),
    response: invitationViewSchema,
  }),
  updateAppointmentReply: endpoint({
    summary: 'The visitor accepts (3) or refuses (4) the invitation of a signed link; only while it is 0, 2 or 6 (else 70).',
    roles: 'public',
    rateLimit: 'signin',
    request: z.object({
      ...linkToken,
      status: int().pipe(
        z
          .number()
          .int()
          .refine((value) => value === invitationStatus.accepted || value === invitationStatus.refused, 'must be 3 or 4'),
      ),
    }),
    response: z.null(),
  }),
};
