/*
 * Build feature flags (spec sections 2 and 9), set as Vite env values at build
 * time. Defaults follow the spec: multi-company and door access off,
 * sendSmsType 2, printType 0, idCardNum 0.
 */

const numberFlag = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
};

export interface FeatureFlags {
  /** Multi-company (sub-account) screens such as /account/coms. */
  multiCompany: boolean;
  /** Intelligent door access screens under /key. */
  doorAccess: boolean;
  sendSmsType: number;
  printType: number;
  idCardNum: number;
}

export const featureFlags: FeatureFlags = {
  multiCompany: numberFlag(import.meta.env.VITE_MULTI_COMPANY, 0) === 1,
  doorAccess: numberFlag(import.meta.env.VITE_DOOR_ACCESS, 0) === 1,
  sendSmsType: numberFlag(import.meta.env.VITE_SEND_SMS_TYPE, 2),
  printType: numberFlag(import.meta.env.VITE_PRINT_TYPE, 0),
  idCardNum: numberFlag(import.meta.env.VITE_ID_CARD_NUM, 0),
};

/** The boolean flags a screen or menu entry can depend on. */
export type FeatureSwitch = 'multiCompany' | 'doorAccess';
