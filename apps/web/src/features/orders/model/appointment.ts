import { businessTimeZone } from '@pawndesk/domain/dates';
import { dayjs } from '../../../lib/dayjs.ts';

type Dayjs = ReturnType<typeof dayjs>;

const wallClock = 'YYYY-MM-DDTHH:mm:ss';

/**
 * Appointments are Vietnamese wall-clock times whatever the browser's zone is. The picker works
 * in the browser's zone, so it is handed a value whose local clock reads the Vietnamese time.
 */
export function appointmentToPicker(iso: string | null): Dayjs | null {
  if (!iso) {
    return null;
  }
  return dayjs(dayjs(iso).tz(businessTimeZone).format(wallClock));
}

/** The picker's wall-clock reading, taken as Vietnamese time, as ISO with its offset. */
export function pickerToAppointment(value: Dayjs | null): string | null {
  if (!value) {
    return null;
  }
  return dayjs.tz(value.format(wallClock), businessTimeZone).format();
}

/** DD/MM/YYYY HH:mm in Vietnamese time (A§9). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).tz(businessTimeZone).format('DD/MM/YYYY HH:mm') : '';
}
