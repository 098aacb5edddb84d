import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { flag, int, optionalText } from '../fields.js';

/*
 * DingTalk and RTX (api-facts 4.10, 5.1): their settings, and the address-book
 * sync from either directory. Only one of the two may be on at a time; the
 * guards answer with the tips below, which the screens show as they are.
 */

/** The settings guards' messages (spec section 5), by the tip number the original console gives them. */
export const directoryTips = {
  tip1: 'RTX cannot be set while DingTalk notices are on',
  tip2: 'DingTalk cannot be turned on while an RTX server ip and port are set',
  tip3: 'Importing from RTX is not possible while DingTalk notices are on',
  tip5: 'Automatic sync cannot be saved while the directory is off',
  tip7: 'Set the RTX server ip and port before importing from RTX',
  tip8: 'Turn DingTalk notices on before importing from DingTalk',
} as const;
export type DirectoryTip = keyof typeof directoryTips;

/** Manual imports a company may start per calendar day and directory (44 after that; decision 0014). */
export const manualSyncsPerDay = 10;

export const syncSources = ['dingtalk', 'rtx'] as const;
export type SyncSource = (typeof syncSources)[number];

export const syncReportSchema = z.object({
  id: z.number().int(),
  source: z.enum(syncSources),
  trigger: z.enum(['manual', 'auto']),
  /** Epoch milliseconds. */
  startedAt: z.number().int(),
  finishedAt: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  /** Employees no longer in the directory, now disabled. */
  left: z.number().int(),
  /** Directory entries the run could not take, with why. */
  errors: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type SyncReport = z.infer<typeof syncReportSchema>;

const importRequest = z.object({});

export const directorySyncEndpoints = {
  updateDDNotify: endpoint({
    summary:
      "DingTalk work notices and daily address-book sync. Turning notices on fetches an access token with the corp id (app key) and secret: 51 with DingTalk's message when it refuses. Refused (604) while RTX ip and port are set, and ddautosync cannot be 1 while ddnotify is 0.",
    roles: adminOnly,
    request: z.object({
      ddnotify: flag(),
      ddautosync: flag().optional().default(0),
      ddcorpid: optionalText(150),
      ddcorpsecret: optionalText(150),
      ddagentid: optionalText(100),
    }),
    response: z.null(),
  }),
  updateRtxConf: endpoint({
    summary:
      'The RTX server the notices and the address book come from (blank ip or port 0 turns RTX off). Refused (604) while DingTalk notices are on.',
    roles: adminOnly,
    request: z.object({
      rtxIp: optionalText(30).pipe(z.string().regex(/^[A-Za-z0-9.-]*$/, 'must be an IP address or host name')),
      rtxPort: int()
        .optional()
        .default(0)
        .pipe(z.number().min(0, 'must be from 0 to 65535').max(65535, 'must be from 0 to 65535')),
    }),
    response: z.null(),
  }),
  UpdateRtxRefresh: endpoint({
    summary:
      'Daily automatic import from RTX at 00:00. Refused (604) while DingTalk is on or, when turning it on, while no RTX server is set.',
    roles: adminOnly,
    request: z.object({ rtxAuto: flag() }),
    response: z.null(),
  }),
  getEmployeeFromDD: endpoint({
    summary: `Imports the DingTalk address book now and answers the run's report. Refused (604) while DingTalk is off; 44 after ${manualSyncsPerDay} manual imports in a day.`,
    roles: adminOnly,
    request: importRequest,
    response: syncReportSchema,
  }),
  getEmployeeFromRtx: endpoint({
    summary: `Imports the RTX address book now and answers the run's report. Refused (604) while DingTalk is on or RTX is unset; 44 after ${manualSyncsPerDay} manual imports in a day.`,
    roles: adminOnly,
    request: importRequest,
    response: syncReportSchema,
  }),
  getSyncReports: endpoint({
    summary: "The company's latest 50 address-book sync runs, newest first.",
    roles: adminOnly,
    request: z.object({}),
    response: z.array(syncReportSchema),
  }),
};
