import { z } from 'zod';

/* A day of the company's holiday calendar (api-facts 4.8, qcv_holiday_bill). */

export const holidaySchema = z.object({
  /** The day's first instant (local time) as an epoch-ms string: the day itself names the row. */
  hid: z.string(),
  userid: z.number().int(),
  /** The day's first instant, epoch ms. */
  hdate: z.number().int(),
  remark: z.string(),
  /** 0 rest day, 1 work day (rules/passable-rules.ts passFlags). */
  passFlag: z.number().int(),
  /** The original product's pass rule; always 0 here. */
  rid: z.number().int(),
});
export type Holiday = z.infer<typeof holidaySchema>;
