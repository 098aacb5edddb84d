import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { flag } from '../fields.js';
import { setupSteps } from '../rules/setup-guide.js';

/*
 * The setup guide on the Administrator's overview (spec section 1): the five
 * steps, each done once its data exists, and whether the Administrator has
 * hidden the guide.
 */

export const setupGuideSchema = z.object({
  steps: z.array(z.object({ key: z.enum(setupSteps), done: z.boolean() })),
  dismissed: z.boolean(),
});
export type SetupGuide = z.infer<typeof setupGuideSchema>;

export const setupGuideEndpoints = {
  getSetupGuide: endpoint({
    summary:
      'The setup guide: companyInfo, employees, registrationContent, notificationMode and padSettings in that order, each done once its data exists, and whether the guide is hidden.',
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: setupGuideSchema,
  }),
  dismissSetupGuide: endpoint({
    summary: 'Hides the setup guide (1) or shows it again (0).',
    roles: adminOnly,
    request: z.object({ dismissed: flag() }),
    response: setupGuideSchema,
  }),
};
