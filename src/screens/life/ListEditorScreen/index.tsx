export default function ListEditorScreen() {
  return null;
}
