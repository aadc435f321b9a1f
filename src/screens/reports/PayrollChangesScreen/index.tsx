export default function PayrollChangesScreen() {
  return null;
}
