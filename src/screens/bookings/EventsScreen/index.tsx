/** Placeholder until the screen is built. */
export default function EventsScreen() {
  return null;
}
