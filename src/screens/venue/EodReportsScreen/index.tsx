export default function EodReportsScreen() {
  return null;
}
