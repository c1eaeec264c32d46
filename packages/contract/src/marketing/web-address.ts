/** An http(s) address with a host name (`https://m.example.com/a?b=1`), no spaces; the contract has no URL class. */
export const isWebAddress = (v: string): boolean => /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/.test(v);
