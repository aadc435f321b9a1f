/** Placeholder until the screen is built. */
export default function MessengerInboxScreen() {
  return null;
}
