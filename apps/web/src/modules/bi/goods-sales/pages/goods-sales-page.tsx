export function GoodsSalesPage() {
  return null;
}
