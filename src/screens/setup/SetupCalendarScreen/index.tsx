/** Placeholder until the screen is built. */
export default function SetupCalendarScreen() {
  return null;
}
