import path from 'node:path';
import { uploadLimitBytes, videoLimitBytes } from '@vestibule/contract/limits';
import { type Plan, plans } from '@vestibule/contract/rules/plans';
import { z } from 'zod';

/*
 * Configuration from environment variables, checked at start-up. A bad value
 * stops the process with a message naming the variable.
 */

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vestibule <no-reply@vestibule.local>'),
  SMS_URL_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/.*\{phone\}.*/, 'must be an http(s) URL containing {phone} (and {text} or the text is POSTed)')
    .optional(),
  DINGTALK_API_URL: z.url().default('https://oapi.dingtalk.com'),
  HOLIDAY_API_URL: z.url().default('https://timor.tech'),
  IVR_URL_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/.*\{phone\}.*/, 'must be an http(s) URL containing {phone} (and {text} or the text is POSTed)')
    .optional(),
  SMS_QUOTA: z.coerce.number().int().min(0).default(1000),
  DEFAULT_PLAN: z.enum(plans).default('factory'),
  WECHAT_API_URL: z.url().default('https://qyapi.weixin.qq.com'),
  WECHAT_CORP_ID: z.string().default(''),
  WECHAT_CORP_SECRET: z.string().default(''),
  WECHAT_AGENT_ID: z.string().default(''),
  NOTICE_TIMEOUT_MS: positiveInt(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  SESSION_IDLE_MINUTES: positiveInt(720),
  REQUEST_TIMEOUT_MS: positiveInt(60_000),
  BODY_LIMIT_BYTES: positiveInt(1_048_576),
  UPLOAD_LIMIT_BYTES: positiveInt(uploadLimitBytes),
  VIDEO_MAX_BYTES: positiveInt(videoLimitBytes),
  RATE_LIMIT_PER_MINUTE: positiveInt(30),
  FILING_NUMBER: z.string().default(''),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  JOB_POLL_MS: positiveInt(1000),
  JOB_LEASE_MS: positiveInt(30_000),
  INVITATION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SSO_ALLOW_HTTP: z.enum(['on', 'off']).default('off'),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sqliteFile: string;
  databasePoolSize: number;
  publicUrl: string;
  /** PUBLIC_URL as set, absent when unset: publicUrl's localhost fallback is no address for a tablet to open. */
  announcedPublicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  smsUrlTemplate?: string;
  /** Base of DingTalk's open API (tokens, work notices, the address book); a local server in tests. */
  dingtalkApiUrl: string;
  /** Base of the public holiday API (timor.tech's format: /api/holiday/year/{year}); a local server in tests. */
  holidayApiUrl: string;
  /** The voice-call gateway, like smsUrlTemplate: `{phone}` and `{text}` replaced. */
  ivrUrlTemplate?: string;
  /** SMS notices one company may send (its smsCount); 43 beyond it. */
  smsQuota: number;
  /** The plan a newly registered company starts on (an installation for one company keeps factory: no limits). */
  defaultPlan: Plan;
  /** WeChat Work's API base and the application notices are sent as (empty id: no WeChat notices). */
  wechat: { apiUrl: string; corpId: string; corpSecret: string; agentId: string };
  /** How long a notice channel waits for its provider. */
  noticeTimeoutMs: number;
  logLevel: Environment['LOG_LEVEL'];
  captcha: boolean;
  sessionIdleMs: number;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** The largest training video addTrainingVideo takes (streamed to the store, never held whole). */
  videoMaxBytes: number;
  rateLimitPerMinute: number;
  filingNumber: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /** How often an idle job worker looks for due jobs. */
  jobPollMs: number;
  /** How long a worker's claim on a job holds; a job of a worker that died runs again after it. */
  jobLeaseMs: number;
  /**
   * The key invitation links are signed with. Unset, each data directory makes
   * and keeps its own (platform/signing-key.ts); servers sharing one database
   * on several machines must be given the same.
   */
  invitationSecret?: string;
  /** Single sign-on may reach providers over plain http (a provider on the same machine, tests); off by default. */
  ssoAllowHttp: boolean;
  /** Where the built web pages are; absent when the API runs alone (tests). */
  webDist?: string;
}

export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  // npm runs workspace scripts in the workspace folder; relative paths mean the folder the user ran npm in.
  const dataDir = path.resolve(environment.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sqliteFile: path.join(dataDir, 'vestibule.db'),
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    announcedPublicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smsUrlTemplate: env.SMS_URL_TEMPLATE,
    dingtalkApiUrl: env.DINGTALK_API_URL.replace(/\/$/, ''),
    holidayApiUrl: env.HOLIDAY_API_URL.replace(/\/$/, ''),
    ivrUrlTemplate: env.IVR_URL_TEMPLATE,
    smsQuota: env.SMS_QUOTA,
    defaultPlan: env.DEFAULT_PLAN,
    wechat: {
      apiUrl: env.WECHAT_API_URL.replace(/\/$/, ''),
      corpId: env.WECHAT_CORP_ID,
      corpSecret: env.WECHAT_CORP_SECRET,
      agentId: env.WECHAT_AGENT_ID,
    },
    noticeTimeoutMs: env.NOTICE_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    captcha: env.CAPTCHA === 'on',
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    videoMaxBytes: env.VIDEO_MAX_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    filingNumber: env.FILING_NUMBER,
    seedDemo: env.SEED_DEMO === 'on',
    trustProxy: env.TRUST_PROXY === 'on',
    jobPollMs: env.JOB_POLL_MS,
    jobLeaseMs: env.JOB_LEASE_MS,
    invitationSecret: env.INVITATION_SECRET,
    ssoAllowHttp: env.SSO_ALLOW_HTTP === 'on',
  };
}
