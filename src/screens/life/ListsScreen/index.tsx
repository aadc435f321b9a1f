export default function ListsScreen() {
  return null;
}
