// The one piece of jsdom the SVG sanitiser uses. @types/jsdom is not installed: it pulls the DOM lib into
// the server's types, which changes Buffer/Blob/fetch typing across the server.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
