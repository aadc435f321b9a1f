/** Placeholder until the screen is built. */
export default function EngageConfigurationScreen() {
  return null;
}
