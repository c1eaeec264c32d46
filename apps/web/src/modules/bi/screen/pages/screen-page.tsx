export function ScreenPage() {
  return null;
}
