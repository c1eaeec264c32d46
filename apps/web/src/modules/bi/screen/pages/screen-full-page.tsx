export function ScreenFullPage() {
  return null;
}
