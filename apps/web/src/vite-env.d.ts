/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MULTI_COMPANY?: string;
  readonly VITE_DOOR_ACCESS?: string;
  readonly VITE_SEND_SMS_TYPE?: string;
  readonly VITE_PRINT_TYPE?: string;
  readonly VITE_ID_CARD_NUM?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
