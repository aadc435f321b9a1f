export default function ListSessionScreen() {
  return null;
}
