export default function GuestImportScreen() { return null; }
