export default function PowerBiTesterScreen() {
  return null;
}
