import { z } from 'zod';
import { adminOnly, endpoint, type SubjectKind, type UploadedFile } from '../endpoint.js';
import { int, naming } from '../fields.js';
import { visitStaff } from './visits.js';

/* The employee address book as a spreadsheet: import with a check step, export by download ticket. */

/** Downloads a ticket can open; each is a GET at /api/<name>?ticket=… */
export const downloadNames = [
  'ExportEmployeeList',
  'ExportVisitorList',
  'VisitPdf',
  'BadgePdf',
  'ExportRfidRecordsList',
  'ExportInterimCardList',
] as const;
export type DownloadName = (typeof downloadNames)[number];

/** Who may ask for each download: the employee list is the administrator's, visits every visit desk's (scoped as their lists are). */
export const downloadAudiences = {
  ExportEmployeeList: adminOnly,
  ExportVisitorList: visitStaff,
  VisitPdf: visitStaff,
  BadgePdf: visitStaff,
  ExportRfidRecordsList: adminOnly,
  ExportInterimCardList: ['manager', 'reception'],
} as const satisfies Record<DownloadName, readonly SubjectKind[]>;

/** Largest batch applyEmpImport takes. */
export const maxImportBatch = 1000;
/** Most data rows one file may hold. */
export const maxImportRows = 20_000;

export const importProblemSchema = z.object({
  /** Row number as the spreadsheet shows it (the header row is counted). */
  row: z.number().int(),
  name: z.string(),
  /** The code of the problem: 604 invalid value, 24 duplicate phone, 241 duplicate work number. */
  status: z.number().int(),
  reason: z.string(),
});

export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importCheckSchema = z.object({
  importId: z.string(),
  /** Data rows in the file. */
  total: z.number().int(),
  /** Rows without a problem: created + updated + unchanged. */
  good: z.number().int(),
  bad: z.array(importProblemSchema),
  unchanged: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Departments the rows to apply name that do not exist yet; applying creates them only when confirmed. */
  newDepartments: z.array(z.string()),
});

export type ImportCheck = z.infer<typeof importCheckSchema>;

/** The uploaded address book; the platform puts the file under `file` whatever its form field. */
const importUpload = z.object({
  file: z.custom<UploadedFile>((value) => typeof value === 'object' && value !== null, 'a file is required'),
});

export const addressBookEndpoints = {
  getDownloadTicket: endpoint({
    summary:
      'A single-use link for one download, valid 2 minutes: open `url` in the browser (no session token in it). The employee list is for the administrator; visit exports and PDFs for every visit desk.',
    roles: visitStaff,
    request: z.object({
      name: z.enum(downloadNames, { error: `must be one of ${downloadNames.join(', ')}` }),
      params: z
        .record(z.string().max(50), z.union([z.string().max(200), z.number()]))
        .refine((value) => Object.keys(value).length <= 20, 'must have at most 20 entries')
        .optional()
        .default({}),
    }),
    response: z.object({ ticket: z.string(), url: z.string() }),
  }),
  checkEmpImport: endpoint({
    summary:
      'Reads an address book (multipart field "file": csv, xls or xlsx with name, email and phone columns, en or zh headers) and reports every row with a problem; nothing changes until applyEmpImport.',
    roles: adminOnly,
    multipartFile: 'file',
    request: importUpload,
    response: importCheckSchema,
  }),
  NewUploadAB: endpoint({
    summary:
      'The original console\'s address-book upload (multipart field "filename"): answered as checkEmpImport answers, with nothing changed until applyEmpImport.',
    roles: adminOnly,
    multipartFile: 'filename',
    request: importUpload,
    response: importCheckSchema,
  }),
  applyEmpImport: endpoint({
    summary:
      'Applies the next batch of a checked import (rows from startIndex, 0-based) in one transaction: upsert by phone, departments by name. Call again with startIndex = applied until applied = total. A department that does not exist is created only when createDepartments names it (the check reports them as newDepartments); otherwise 604 names createDepartments.',
    roles: adminOnly,
    request: z.object({
      importId: naming(
        'employeeImport',
        z
          .string()
          .trim()
          .regex(/^[0-9a-f]{32}$/, 'must be the importId checkEmpImport returned'),
      ),
      startIndex: int().pipe(z.number().int().min(0, 'must not be negative')).optional().default(0),
      requestedCount: int()
        .pipe(z.number().int().min(1, 'must be at least 1').max(maxImportBatch, `must be at most ${maxImportBatch}`))
        .optional()
        .default(maxImportBatch),
      createDepartments: z
        .array(z.string().trim().max(100, 'must be department names of at most 100 characters'))
        .max(maxImportRows, `must list at most ${maxImportRows} departments`)
        .optional()
        .default([]),
    }),
    response: z.object({ applied: z.number().int(), total: z.number().int() }),
  }),
};
