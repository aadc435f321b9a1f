export default function VenueVisitsScreen() {
  return null;
}
