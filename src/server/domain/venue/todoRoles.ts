/** The roles personal to-dos are kept for (specification section 6). A module of its own: the seed uses it. */
export const TODO_ROLES = ['sm', 'vm', 'avm', 'svm', 'vm-test', 'sm-test'] as const;
export type TodoRole = (typeof TODO_ROLES)[number];
