export default function VenueMeetingsScreen() {
  return null;
}
