export default function VisitsReviewsScreen() {
  return null;
}
