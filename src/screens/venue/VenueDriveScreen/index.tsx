export default function VenueDriveScreen() {
  return null;
}
