export default function MeetingDefinitionsScreen() {
  return null;
}
