/**
 * The texts of the modules whose pages alone show them (goods, warehouse, orders, logistics, finance:
 * app/module-texts.ts), loaded apart from the shell so the workplace paints without them. The router
 * names the loader (`setModuleTextsLoader`) and starts it once the shell is up; a module page waits for it
 * (`routesOf`), and so does anything else that may show those texts (the customer drawer).
 */
let loader: (() => Promise<unknown>) | null = null;
let loading: Promise<void> | null = null;

export function setModuleTextsLoader(load: () => Promise<unknown>): void {
  loader = load;
}

/** Resolves once the texts are registered (at once without a loader: tests); a failed load is tried again next time. */
export function loadModuleTexts(): Promise<void> {
  loading ??= (loader ? loader() : Promise.resolve()).then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
