import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** A calendar day in the interface language's long form (dayjs's locale follows the language). */
export const formatDay = (epochMs: number): string => dayjs(epochMs).format('LL');
