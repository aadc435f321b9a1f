export default function EmailTemplatesScreen() {
  return null;
}
