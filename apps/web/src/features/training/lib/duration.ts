/** Seconds as m:ss (or h:mm:ss from an hour), as the video list shows a duration. */
export function durationText(seconds: number): string {
  const whole = Math.max(Math.round(seconds), 0);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}
