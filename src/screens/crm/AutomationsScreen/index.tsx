export default function AutomationsScreen() {
  return null;
}
