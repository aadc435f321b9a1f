import dayjs, { DATE_FORMAT } from './dayjs';

let pinned: number | null = null;

const read = () => pinned ?? Date.now();

/**
 * The product's one clock. The server's requests and scheduled jobs, the demo seed and the browser's "today" all ask
 * it what time it is, so that a test can set one moment for all of them (`clock.set`). Without a pin it is the
 * system's time (which `faketime` can move for a whole run, see docs/testing.md).
 */
export const clock = {
  /** This moment. */
  now: (): Date => new Date(read()),
  /** This moment as a dayjs value in the IANA zone given, or else in the process's (the browser's) own zone. */
  moment: (timeZone?: string): dayjs.Dayjs => (timeZone ? dayjs(read()).tz(timeZone) : dayjs(read())),
  /** Today's date (YYYY-MM-DD) in the IANA zone given, or else in the process's (the browser's) own zone. */
  today: (timeZone?: string): string => clock.moment(timeZone).format(DATE_FORMAT),
  /** Stops the clock at a moment (for tests); `null` lets it follow the system's time again. */
  set(at: Date | string | number | null): void {
    if (at === null) {
      pinned = null;
      return;
    }
    const ms = new Date(at).getTime();
    if (Number.isNaN(ms)) throw new Error(`clock.set: not a moment: ${String(at)}`);
    pinned = ms;
  },
};
