export default function MaintenanceReviewsScreen() {
  return null;
}
