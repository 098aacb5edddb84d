import { isAppError } from '@vestibule/contract/app-error';

/** Whether a sign-in was refused for want of a valid safety-training pass (1140, decision 0039). */
export const trainingRequired = (failure: unknown) => isAppError(failure) && failure.status === 1140;
