export default function CockpitReportScreen() {
  return null;
}
