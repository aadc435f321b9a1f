/** Placeholder until the screen is built. */
export default function CrmOverviewScreen() {
  return null;
}
