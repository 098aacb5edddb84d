import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { certificateTypes, visitSchema, visitWithTimelineSchema } from '../entities/visit.js';
import {
  commaIdsOf,
  idOf,
  idsOf,
  instant,
  int,
  maxRowId,
  naming,
  optionalEmail,
  optionalIdOf,
  optionalPhone,
  optionalText,
  page,
  pageRequest,
  personName,
  text,
  ymd,
} from '../fields.js';
import { visitStatuses } from '../rules/visit-status.js';
import { signInFormFields } from '../entities/visit-form.js';

/*
 * Visits: pre-registration, sign-in and sign-out by staff, the host's
 * authorisation, and the searches of the lists (api-facts 4.3 and 6).
 */

/** Staff who see and handle the company's visits; a Subcompany sees only its own. */
export const visitStaff = ['manager', 'hq', 'subaccount', 'reception'] as const;

/** How many visits one search returns at most when it is not paged. */
export const visitSearchMax = 1000;

const visitFilters = {
  /** First and last day, YYYY-MM-DD; by sign-in day, or by appointment day when not signed in. */
  date: ymd(),
  endDate: ymd(),
  /** Visitor name, prefix. */
  name: optionalText(100),
  /** Host name, prefix. */
  empName: optionalText(100),
  /** Visitor phone, exact. */
  phone: optionalText(30),
  /** Visitor's company, prefix. */
  vcompany: optionalText(100),
  /** Visit reason, exact. */
  visitType: optionalText(50),
  /** Visitor type name, exact. */
  vType: optionalText(80),
  tid: optionalIdOf('visitorType'),
  /** The host's department. */
  empdeptid: optionalIdOf('department'),
  empid: optionalIdOf('employee'),
  /** 0 all, 1 signed in, 2 not yet signed in. */
  svcType: int().pipe(z.number().int().min(0).max(2, 'must be 0, 1 or 2')).optional().default(0),
  /** Visitor kind (signinType); absent means every kind. */
  signinType: int().pipe(z.number().int().min(0).max(3, 'must be 0 to 3')).optional(),
  /** Only visits with this badge. */
  visitStatus: z.enum(visitStatuses).optional(),
  subaccountId: optionalIdOf('subaccount'),
  plateNum: optionalText(20),
  signInGate: optionalText(50),
  /** Only visits labelled with this visitor tag (getTags). */
  tagId: optionalIdOf('tag'),
};

const visitSearch = z
  .object(visitFilters)
  .refine((filters) => filters.date <= filters.endDate, { path: ['endDate'], message: 'must not be before date' });

const visitPageSearch = z
  .object({ ...visitFilters, ...pageRequest })
  .refine((filters) => filters.date <= filters.endDate, { path: ['endDate'], message: 'must not be before date' });

/** The search of an employee's own visitors: visitType '1' their invitations, otherwise their pre-registrations. */
const ownVisitorSearch = z.object({
  date: ymd(),
  endDate: ymd(),
  visitType: z.union([z.string(), z.number()]).optional().default('').transform(String),
  name: optionalText(100),
  ...pageRequest,
});

/** The ways an invitation is sent. */
export const inviteSendTypes = ['email', 'sms'] as const;
export type InviteSendType = (typeof inviteSendTypes)[number];

/** How many visitors one addAppointment takes. */
export const appointmentBatchMax = 100;

/** One visitor pre-registered by staff or invited by an employee (addAppointment). */
export const appointmentItemSchema = z.object({
  name: personName(50),
  phone: optionalPhone(),
  vemail: optionalEmail(),
  cardId: optionalText(30),
  certType: z.enum(certificateTypes).optional().default('idCard'),
  appointmentDate: instant(),
  /** The host; an employee inviting is the host whatever this says. */
  empid: optionalIdOf('employee'),
  visitType: optionalText(50),
  vType: optionalText(80),
  tid: optionalIdOf('visitorType'),
  vcompany: optionalText(100),
  sex: optionalText(10),
  plateNum: optionalText(20),
  belongings: optionalText(255),
  peopleCount: int().pipe(z.number().int().min(1).max(100)).optional().default(1),
  memberName: optionalText(500),
  remark: optionalText(500),
  vphoto: optionalText(512),
  /** Custom fields of the visitor type: a JSON object, or the original clients' list of "key:value" texts. */
  extendCol: z
    .union([z.string().max(4000), z.array(z.string().max(500)).max(100)])
    .optional()
    .default(''),
  qrcodeType: int().pipe(z.number().int().min(0).max(1)).optional().default(0),
  qrcodeConf: int().pipe(z.number().int().min(1).max(7)).optional().default(1),
  gid: optionalText(100),
  /** Door groups the visit opens (decision 0031); none given: its visitor type's, else its host's. */
  egids: commaIdsOf('equipmentGroup').optional().default([]),
  /**
   * How the invitation reaches the visitor: by mail to vemail, or by SMS to
   * phone. Staff may also say 'none'; when staff say nothing, a visitor with an
   * email address is sent the invitation by mail.
   */
  sendType: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['', 'none', ...inviteSendTypes], 'must be email, sms or none'))
    .optional()
    .default(''),
  /** The invitation's texts as the employee wrote them; the mail carries them as given. */
  inviteContent: optionalText(2000),
  address: optionalText(255),
  traffic: optionalText(1000),
  companyProfile: optionalText(2000),
});
export type AppointmentItem = z.output<typeof appointmentItemSchema>;

const appointmentItems = z
  .array(appointmentItemSchema)
  .min(1, 'choose at least one visitor')
  .max(appointmentBatchMax, `at most ${appointmentBatchMax} visitors at once`);

/** A visit of the after-hours list: still on site after the company's off-duty time of its sign-in day. */
export const afterHoursVisitSchema = visitSchema.extend({
  /** Minutes past off-duty time: until the sign-out, or until now while still on site. */
  overMinutes: z.number().int(),
});
export type AfterHoursVisit = z.output<typeof afterHoursVisitSchema>;

/** The longest day range the after-hours list takes. */
export const afterHoursMaxDays = 366;

const signOutFields = { signOutOpName: optionalText(50), signOutGate: optionalText(50) };

export const visitEndpoints = {
  SearchVisitByCondition: endpoint({
    summary: 'Visits of every kind in a day range with the list filters, newest first; at most requestedCount (1000).',
    roles: visitStaff,
    readOnly: true,
    request: visitPageSearch,
    response: z.array(visitSchema),
  }),
  SearchVisitByConditionPage: endpoint({
    summary: 'A page of the visit list with the same filters, newest first, and the total.',
    roles: visitStaff,
    readOnly: true,
    request: visitPageSearch,
    response: page(visitSchema),
  }),
  SearchAppointmentByCondition: endpoint({
    summary: 'Pre-registered visitors (signinType 2) in the day range.',
    roles: visitStaff,
    readOnly: true,
    request: visitSearch,
    response: z.array(visitSchema),
  }),
  searchInviteByCondition: endpoint({
    summary: "Employees' invitations (signinType 1) in the day range.",
    roles: visitStaff,
    readOnly: true,
    request: visitSearch,
    response: z.array(visitSchema),
  }),
  GetVisitorByVid: endpoint({
    summary: 'One visit with its timeline; vid may carry the original "v" or "a" prefix.',
    roles: [...visitStaff, 'employee'],
    readOnly: true,
    request: z.object({
      vid: naming(
        'visit',
        z.union([z.number(), z.string().trim()]).transform((value, context) => {
          const digits = typeof value === 'number' ? value : Number(value.replace(/^[va]/, ''));
          if (!Number.isSafeInteger(digits) || digits < 1 || digits > 2_147_483_647) {
            context.addIssue({ code: 'custom', message: 'must be a visit id' });
            return z.NEVER;
          }
          return digits;
        }),
      ),
    }),
    response: visitWithTimelineSchema,
  }),
  addAppointment: endpoint({
    summary:
      'Pre-registers visitors (staff: signinType 2, authorised) or invites them (an employee: signinType 1); a JSON array, or {atlist}.',
    roles: ['manager', 'hq', 'subaccount', 'employee'],
    request: z.union([appointmentItems, z.object({ atlist: appointmentItems }).transform((body) => body.atlist)]),
    response: z.object({ vids: z.array(z.number().int()) }),
  }),
  VisitAppointmentSignin: endpoint({
    summary:
      'Signs in an expected visitor within the early/late limits; 64 too early, 65 late, 67 not authorised, 66 blacklisted.',
    roles: visitStaff,
    request: z.object({
      vid: idOf('visit'),
      gid: optionalText(100),
      photoUrl: optionalText(512),
      remark: optionalText(500),
      signInOpName: optionalText(50),
      signInGate: optionalText(50),
      vcompany: text(100).optional(),
      plateNum: text(20).optional(),
      cardId: text(30).optional(),
      extendCol: z.union([z.string().max(4000), z.array(z.string().max(500)).max(100)]).optional(),
      ...signInFormFields,
    }),
    response: z.object({ vcount: z.number().int(), glist: z.array(z.unknown()) }),
  }),
  VisitorSignOutByVid: endpoint({
    summary: 'Signs a visitor out, by vid or (vid 0) by the invitation id aid.',
    roles: visitStaff,
    request: z.object({
      // 0 means "by aid"; otherwise an id in the integer column's range.
      vid: naming('visit', int().pipe(z.number().int().min(0, 'must not be negative').max(maxRowId, 'must be a valid id')))
        .optional()
        .default(0),
      aid: optionalIdOf('visit'),
      ...signOutFields,
    }),
    response: z.null(),
  }),
  batchSignOut: endpoint({
    summary: 'Signs out every listed visitor still on site; a JSON array.',
    roles: visitStaff,
    request: z
      .array(z.object({ vid: idOf('visit'), ...signOutFields }))
      .min(1, 'choose at least one visitor')
      .max(1000, 'at most 1000 visitors at once'),
    response: z.null(),
  }),
  updatePermission: endpoint({
    summary: 'The host (or their proxy) authorises ("p") or refuses a pre-registered visitor; 70 when already decided.',
    roles: ['employee', 'manager'],
    request: z.object({
      vid: idOf('visit'),
      type: text(10),
      remark: optionalText(500),
      tid: optionalIdOf('visitorType'),
      vType: text(80).optional(),
      gid: text(100).optional(),
      meetingPoint: text(100).optional(),
    }),
    response: z.null(),
  }),
  SearchRecordsByPhone: endpoint({
    summary: "The signed-in employee's visitors: visitType '1' their invitations, otherwise pre-registrations.",
    roles: ['employee'],
    readOnly: true,
    request: ownVisitorSearch,
    response: page(visitSchema),
  }),
  SearchRecordsByEmpNo: endpoint({
    summary: 'The same list as SearchRecordsByPhone, as the employee console asks for it.',
    roles: ['employee'],
    readOnly: true,
    request: ownVisitorSearch,
    response: page(visitSchema),
  }),
  getOnSiteAfterHours: endpoint({
    summary:
      "Visitors on site after the company's off-duty time (offDuty) of their sign-in day, in a day range (default today), newest first.",
    roles: visitStaff,
    readOnly: true,
    request: z
      .object({
        /** First and last sign-in day: YYYY-MM-DD, or the JS Dates the original console sends (read in the site's zone). */
        startDate: instant().optional(),
        endDate: instant().optional(),
        /** Host name, prefix. */
        empName: optionalText(100),
        /** Visitor name, prefix. */
        name: optionalText(100),
        ...pageRequest,
      })
      .refine((f) => f.startDate === undefined || f.endDate === undefined || f.startDate <= f.endDate, {
        path: ['endDate'],
        message: 'must not be before startDate',
      }),
    response: page(afterHoursVisitSchema),
  }),
  updateDefaultNotify: endpoint({
    summary: 'Chooses the employees told of every visit with no host (defaultNotify 1); the others are cleared.',
    roles: ['manager'],
    request: z.object({ empids: idsOf('employee', 1000) }),
    response: z.null(),
  }),
};

/** The visit list's filters as the web and exports send them. */
export const visitSearchSchema = visitSearch;
export type VisitSearch = z.input<typeof visitSearch>;

/** Columns of the visit export (exportCols: a comma-separated list of these keys; absent means all). */
export const visitExportColumns = [
  'vname',
  'vphone',
  'vemail',
  'vcompany',
  'cardId',
  'visitType',
  'vType',
  'empName',
  'empDeptName',
  'peopleCount',
  'memberName',
  'plateNum',
  'appointmentDate',
  'visitdate',
  'signOutDate',
  'signInGate',
  'signInOpName',
  'signOutOpName',
  'remark',
  'visitStatus',
] as const;
export type VisitExportColumn = (typeof visitExportColumns)[number];
