export default function NewsScreen() {
  return null;
}
