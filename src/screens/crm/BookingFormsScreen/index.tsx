export default function BookingFormsScreen() {
  return null;
}
