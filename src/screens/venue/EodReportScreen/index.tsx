export default function EodReportScreen() {
  return null;
}
