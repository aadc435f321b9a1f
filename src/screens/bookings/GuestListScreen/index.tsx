/** Placeholder until the screen is built. */
export default function GuestListScreen() {
  return null;
}
