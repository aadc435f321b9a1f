/** Placeholder until the screen is built. */
export default function EmailInboxScreen() {
  return null;
}
