import { z } from 'zod';

/** One signed-in session of the caller's own account (getActiveSessions); the token never leaves the server. */
export const activeSessionSchema = z.object({
  id: z.number().int(),
  /** Sign-in time, epoch ms. */
  createTime: z.number(),
  /** Last use the server knows of, epoch ms. */
  lastSeen: z.number(),
  ip: z.string(),
  /** The browser's User-Agent at sign-in; '' when it sent none. */
  userAgent: z.string(),
  /** Whether this is the session of the call that asked. */
  current: z.boolean(),
});

export type ActiveSession = z.output<typeof activeSessionSchema>;
