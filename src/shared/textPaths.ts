/** The dotted paths to the strings of a nested texts object (`actions.create`): the keys a screen's texts may use. */
export type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
