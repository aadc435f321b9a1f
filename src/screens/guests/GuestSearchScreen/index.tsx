/** Placeholder until the screen is built. */
export default function GuestSearchScreen() {
  return null;
}
