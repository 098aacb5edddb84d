import { z } from 'zod';
import { visitStatuses } from '../rules/visit-status.js';
import { visitorTagSchema } from './visitor-tag.js';

/* A visit as every search answers it (api-facts 4.3 RespVisitor; dates are epoch ms). */

/** Certificate types of the visitor form (spec section 3). */
export const certificateTypes = ['idCard', 'driverLicence', 'passport', 'officerCard', 'workCard', 'other'] as const;
export type CertificateType = (typeof certificateTypes)[number];

export const visitSchema = z.object({
  vid: z.number().int(),
  userid: z.number().int(),
  subaccountId: z.number().int(),
  empid: z.number().int(),
  empdeptid: z.number().int(),
  empDeptName: z.string(),
  empName: z.string(),
  empPhone: z.string(),
  /** The host company's name. */
  company: z.string(),
  vname: z.string(),
  vemail: z.string(),
  vphone: z.string(),
  vphoto: z.string(),
  vcompany: z.string(),
  sex: z.string(),
  /** Visit reason (the original product's template type). */
  visitType: z.string(),
  /** Visitor type name and id. */
  vType: z.string(),
  tid: z.number().int(),
  /** ID number, masked to its first 6 and last 4 characters. */
  cardId: z.string(),
  certType: z.enum(certificateTypes),
  cardNo: z.string(),
  plateNum: z.string(),
  belongings: z.string(),
  peopleCount: z.number().int(),
  /** Follow-up people, comma-separated names. */
  memberName: z.string(),
  remark: z.string(),
  /** Custom fields of the visitor type, as JSON text. */
  extendCol: z.string(),
  signinType: z.number().int(),
  permission: z.number().int(),
  /** Appointment status of an invitation (signinType 1). */
  status: z.number().int(),
  visitdate: z.number().int().nullable(),
  signOutDate: z.number().int().nullable(),
  appointmentDate: z.number().int().nullable(),
  leaveTime: z.number().int().nullable(),
  signInOpName: z.string(),
  signOutOpName: z.string(),
  signInGate: z.string(),
  signOutGate: z.string(),
  gid: z.string(),
  /** 0 reception, 1 WeChat, 2 invitation, 3 reception terminal, 4 kiosk. */
  clientNo: z.number().int(),
  /** "yyyy-MM-dd HH:mm:ss" in the company's time zone. */
  createTime: z.string(),
  /** The badge of spec section 4, derived on the server with visitStatus(). */
  visitStatus: z.enum(visitStatuses),
  /**
   * The company's approval process authorised the visit (the badge's "Approved"; see approvalMark). In the
   * console's lists and its look at one visit.
   */
  approved: z.boolean().optional(),
  /** The visitor tags on the visit, by name; in the console's lists and its look at one visit. */
  tags: z.array(visitorTagSchema).optional(),
  /** What the visit's badge QR code holds (signed); in the answers a badge is printed from. */
  badgeCode: z.string().optional(),
  /** The six-digit code the invitation gave the visitor; in the staff's look at one visit. */
  acode: z.string().optional(),
  /** The safety-training score the visitor signed in with (decision 0039); null when no training was asked. */
  overallScore: z.number().int().nullable().optional(),
  /** JSON text of that training: {passed, score, passMark, takenAt, validUntil, qid, tvid}; '' when none. */
  scoreDetail: z.string().optional(),
});
export type Visit = z.infer<typeof visitSchema>;

/** What happened to a visit, oldest first. */
export const visitEventKinds = ['appointed', 'authorized', 'refused', 'signedIn', 'signedOut', 'blacklisted'] as const;
export const visitEventSchema = z.object({
  kind: z.enum(visitEventKinds),
  at: z.number().int(),
  /** Who did it: the operator, host or account name. */
  operator: z.string(),
  gate: z.string(),
  reason: z.string(),
});
export type VisitEvent = z.infer<typeof visitEventSchema>;

/** GetVisitorByVid: the visit with its timeline. */
export const visitWithTimelineSchema = visitSchema.extend({ events: z.array(visitEventSchema) });
export type VisitWithTimeline = z.infer<typeof visitWithTimelineSchema>;
