/** The same keys as another locale's messages, each with a text: translations are checked by the compiler. */
export type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
