/** Placeholder until the screen is built. */
export default function LegalDocumentScreen() {
  return null;
}
