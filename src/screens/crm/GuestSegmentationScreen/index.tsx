/** Placeholder until the screen is built. */
export default function GuestSegmentationScreen() {
  return null;
}
