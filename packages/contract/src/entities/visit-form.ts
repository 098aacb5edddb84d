import { z } from 'zod';

/*
 * The forms a visitor type can ask for at sign-in (decision 0037): a VIP
 * reception request, or a depot record of the goods delivered and the tools
 * carried in. Filled at the tablet, sent with the sign-in and kept with the
 * visit. Every list and text is bounded.
 */

/** The forms a visitor type can ask for; '' asks for none. */
export const signInForms = ['vip', 'depot'] as const;
export type SignInForm = (typeof signInForms)[number];

/** A visitor type's setting: '' none, or the form its visitors fill at sign-in. */
export const signInFormSetting = z.enum(['', ...signInForms]);
export type SignInFormSetting = z.infer<typeof signInFormSetting>;

/** The request field that carries each form. */
export const formFieldOf: Record<SignInForm, 'vipForm' | 'depotForm'> = { vip: 'vipForm', depot: 'depotForm' };

/** Lines of one list of the depot form, at most. */
export const depotLinesMax = 50;

/** What a VIP guest may ask the company to prepare. */
export const vipServices = ['meetingRoom', 'refreshments', 'parking', 'welcomeSign', 'escort'] as const;
export type VipService = (typeof vipServices)[number];

/** How the company receives the guest. */
export const receptionLevels = ['standard', 'senior', 'executive'] as const;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => text(max).optional().default('');
const name = (max: number) => text(max).min(1, 'must not be empty');

/** A positive amount, also given as a numeric string (the tablet's number pads send text). */
const amount = (max: number, whole: boolean) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, 'must be a number')
        .transform(Number),
    ])
    .pipe(
      z
        .number()
        .positive('must be more than 0')
        .max(max, `must be at most ${max}`)
        .refine((value) => !whole || Number.isInteger(value), 'must be a whole number'),
    );

const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(depotLinesMax, `must list at most ${depotLinesMax} lines`).optional().default([]);

/** The VIP reception request: who the guest is and what the company prepares. */
export const vipFormSchema = z.object({
  /** The guest's title or position. */
  guestTitle: optionalText(100),
  /** People in the party, the guest included. */
  partySize: amount(500, true).optional().default(1),
  receptionLevel: z.enum(receptionLevels).optional().default('standard'),
  services: z
    .array(z.enum(vipServices))
    .max(vipServices.length)
    .optional()
    .default([])
    .transform((chosen) => vipServices.filter((service) => chosen.includes(service))),
  /** When the rest of the party arrives, HH:mm; '' not said. */
  arrivalTime: optionalText(5).refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'must be HH:mm'),
  specialRequests: optionalText(500),
});
export type VipFormValues = z.output<typeof vipFormSchema>;

export const goodsLineSchema = z.object({
  name: name(100),
  quantity: amount(1_000_000, false),
  /** kg, boxes, pallets...; '' for pieces. */
  unit: optionalText(20),
});

export const toolLineSchema = z.object({ name: name(100), quantity: amount(10_000, true) });

/** The depot record: goods delivered, tools and equipment carried in, the vehicle and the delivery note. */
export const depotFormSchema = z
  .object({
    goods: list(goodsLineSchema),
    tools: list(toolLineSchema),
    plateNum: optionalText(20),
    deliveryNoteNo: optionalText(50),
    remark: optionalText(500),
  })
  .refine((form) => form.goods.length + form.tools.length > 0, {
    path: ['goods'],
    message: 'must list at least one line of goods or tools',
  });
export type DepotFormValues = z.output<typeof depotFormSchema>;

/** What the sign-in calls take besides their own fields; the original tablets send none of it. */
export const signInFormFields = {
  vipForm: vipFormSchema.optional(),
  depotForm: depotFormSchema.optional(),
  /**
   * The form the client asked the visitor for ('' none). Clients that know
   * forms send it, and are refused (604) when the visitor type asks for
   * another; left out, the call is an original tablet's and is not held to it.
   */
  askedForm: signInFormSetting.optional(),
};

/** When the form was stored, and the visit it belongs to. */
const storedFields = { vid: z.number().int(), createTime: z.number().int() };

export const vipFormRecordSchema = z.object({ ...storedFields, ...vipFormSchema.shape });
export type VipFormRecord = z.output<typeof vipFormRecordSchema>;

const depotFields = {
  goods: z.array(goodsLineSchema),
  tools: z.array(toolLineSchema),
  plateNum: z.string(),
  deliveryNoteNo: z.string(),
  remark: z.string(),
};

export const depotFormRecordSchema = z.object({ ...storedFields, ...depotFields });
export type DepotFormRecord = z.output<typeof depotFormRecordSchema>;

/** A row of the deliveries list: the depot record with the visit's visitor, company, host and sign-in time. */
export const depotListRowSchema = depotFormRecordSchema.extend({
  vname: z.string(),
  vcompany: z.string(),
  empName: z.string(),
  visitdate: z.number().int().nullable(),
});
export type DepotListRow = z.output<typeof depotListRowSchema>;
