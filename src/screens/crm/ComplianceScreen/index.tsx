/** Placeholder until the screen is built. */
export default function ComplianceScreen() {
  return null;
}
