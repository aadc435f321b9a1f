export default function VenueVisitScreen() {
  return null;
}
