import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { flag, idOf, int, optionalIdOf, optionalText, page, pageRequest, personName, text } from '../fields.js';
import { approvalDecisions, maxApprovalLevels } from '../rules/approval-flow.js';

/* The approval process (api-facts 4.8): areas, their levels of approvers, the trail, and deciding. */

/** rType of a rule: `role` names a role (its holders approve) or one employee. */
export const approverKinds = { role: 0, employee: 1 } as const;

export const processRuleSchema = z.object({
  rid: z.number().int(),
  aid: z.number().int(),
  level: z.number().int(),
  role: z.number().int(),
  roleName: z.string(),
  rType: z.number().int(),
});
export type ProcessRule = z.infer<typeof processRuleSchema>;

export const processAreaSchema = z.object({
  aid: z.number().int(),
  userid: z.number().int(),
  aName: z.string(),
  address: z.string(),
  deptid: z.number().int(),
  prlist: z.array(processRuleSchema),
});
export type ProcessArea = z.infer<typeof processAreaSchema>;

/** One approver's entry of the trail (qcv_process_records' names). */
export const processRecordSchema = z.object({
  rid: z.number().int(),
  vid: z.number().int(),
  aid: z.number().int(),
  level: z.number().int(),
  levels: z.number().int(),
  round: z.number().int(),
  subEmpId: z.number().int(),
  subEmpName: z.string(),
  rvwEmpId: z.number().int(),
  rvwEmpName: z.string(),
  submitTime: z.number().int(),
  decideTime: z.number().int().nullable(),
  /** approvalDecisions. */
  status: z.number().int(),
  remark: z.string(),
  pType: z.number().int(),
});
export type ProcessRecord = z.infer<typeof processRecordSchema>;

/** An approver's task: their trail entry with the visit it is about. */
export const approvalTaskSchema = processRecordSchema.extend({
  vname: z.string(),
  vphone: z.string(),
  vcompany: z.string(),
  visitType: z.string(),
  appointmentDate: z.number().int().nullable(),
  empName: z.string(),
  /** The visit's permission now (4 while it waits). */
  permission: z.number().int(),
});
export type ApprovalTask = z.infer<typeof approvalTaskSchema>;

const areaFields = {
  aName: personName(100),
  address: optionalText(255),
  deptid: optionalIdOf('department'),
};

const ruleItem = z.object({
  aid: idOf('approvalArea'),
  level: int().pipe(z.number().int().min(1, 'must be at least 1').max(maxApprovalLevels, `must be at most ${maxApprovalLevels}`)),
  role: int().pipe(z.number().int().min(1, 'must name an approver')),
  roleName: optionalText(100),
  rType: int()
    .pipe(z.number().int().min(0).max(1, 'must be 0 (a role) or 1 (an employee)'))
    .optional()
    .default(approverKinds.role),
});

/** The approver's decision: "p" agrees (as updatePermission), anything else refuses. */
const decision = { type: text(10), remark: optionalText(500) };

const linkDigest = { digest: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters') };

const listState = int()
  .pipe(
    z
      .number()
      .int()
      .refine(
        (value) =>
          value === approvalDecisions.pending || value === approvalDecisions.agreed || value === approvalDecisions.refused,
        'must be 0 (unresolved), 1 (agreed) or 2 (refused)',
      ),
  )
  .optional();

export const approvalEndpoints = {
  updateProcessSwitch: endpoint({
    summary: 'Turns the approval process on (1: a visit the host accepts waits with permission 4) or off (0).',
    roles: adminOnly,
    request: z.object({ processSwitch: flag() }),
    response: z.null(),
  }),
  getProcessArea: endpoint({
    summary: "The company's approval areas, each with its rules (prlist) by level; deptid narrows to one department's.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ deptid: optionalIdOf('department') }),
    response: z.array(processAreaSchema),
  }),
  addProcessArea: endpoint({
    summary: 'Adds an approval area (3 when the name exists); deptid 0 or none makes it the default area.',
    roles: adminOnly,
    request: z.object(areaFields),
    response: z.object({ aid: z.number().int() }),
  }),
  updateProcessArea: endpoint({
    summary: 'Renames an approval area or changes its address or department (3 when the name exists).',
    roles: adminOnly,
    request: z.object({ aid: idOf('approvalArea'), ...areaFields }),
    response: z.null(),
  }),
  delProcessArea: endpoint({
    summary: 'Deletes an approval area with its rules; visits already asked keep their trail.',
    roles: adminOnly,
    request: z.object({ aid: idOf('approvalArea') }),
    response: z.null(),
  }),
  addProcessRule: endpoint({
    summary: 'Replaces all rules of the area of the first item: 1 to 5 levels in order, at least one approver each.',
    roles: adminOnly,
    request: z.array(ruleItem).min(1, 'must list at least one approver').max(100, 'must list at most 100 approvers'),
    response: z.null(),
  }),
  getProcessRecord: endpoint({
    summary: "A visit's approval trail, oldest first: who was asked at which level, what they decided, when and why.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ pType: optionalText(10), vid: idOf('visit') }),
    response: z.array(processRecordSchema),
  }),
  getApprovalList: endpoint({
    summary: "The signed-in employee's approvals, newest first: unresolved (0), agreed (1), refused (2), or all.",
    roles: ['employee'],
    readOnly: true,
    request: z.object({ status: listState, ...pageRequest }),
    response: page(approvalTaskSchema),
  }),
  updateApproval: endpoint({
    summary: 'The signed-in approver agrees ("p") or refuses with a reason; 70 when the level is decided already.',
    roles: ['employee'],
    request: z.object({ rid: idOf('approvalStep'), ...decision }),
    response: z.null(),
  }),
  getPermissionRecordByLink: endpoint({
    summary: 'The approval a mailed link names, with its visit (39 when the link is not valid or was used).',
    roles: 'public',
    rateLimit: 'signin',
    readOnly: true,
    request: z.object(linkDigest),
    response: approvalTaskSchema,
  }),
  updatePermissionByLink: endpoint({
    summary: 'Decides the approval a mailed link names, once, without signing in (39 when not valid or used; 70 when decided).',
    roles: 'public',
    rateLimit: 'signin',
    request: z.object({ ...linkDigest, ...decision }),
    response: z.null(),
  }),
};
