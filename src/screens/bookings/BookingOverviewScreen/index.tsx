/** Placeholder until the screen is built. */
export default function BookingOverviewScreen() {
  return null;
}
