/** The part of the Web Storage API (`window.localStorage`) the storage adapter uses; a plain object can stand in for it in Node. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
