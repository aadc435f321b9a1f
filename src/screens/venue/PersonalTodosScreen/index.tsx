export default function PersonalTodosScreen() {
  return null;
}
