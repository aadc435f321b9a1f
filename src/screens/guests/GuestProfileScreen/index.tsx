/** Placeholder until the screen is built. */
export default function GuestProfileScreen() {
  return null;
}
