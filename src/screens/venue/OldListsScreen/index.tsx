export default function OldListsScreen() {
  return null;
}
