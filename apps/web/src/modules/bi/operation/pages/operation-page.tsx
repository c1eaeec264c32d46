export function OperationPage() {
  return null;
}
