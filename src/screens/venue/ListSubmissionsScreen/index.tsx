export default function ListSubmissionsScreen() {
  return null;
}
