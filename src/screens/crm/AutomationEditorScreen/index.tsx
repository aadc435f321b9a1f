export default function AutomationEditorScreen() {
  return null;
}
