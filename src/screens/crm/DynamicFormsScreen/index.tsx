export default function DynamicFormsScreen() {
  return null;
}
