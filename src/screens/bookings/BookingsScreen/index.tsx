/** Placeholder until the screen is built. */
export default function BookingsScreen() {
  return null;
}
