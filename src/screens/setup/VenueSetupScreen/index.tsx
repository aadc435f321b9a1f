/** Placeholder until the screen is built. */
export default function VenueSetupScreen() {
  return null;
}
