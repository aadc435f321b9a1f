export default function MediaLibraryScreen() {
  return null;
}
