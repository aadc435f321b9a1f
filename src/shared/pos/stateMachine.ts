/**
 * A small, pure state machine: named events move a document from some states to one state. The server refuses
 * an event from any other state with 409; the screens offer only the events `allowedEvents` names.
 */
export interface StateMachine<S extends string, E extends string> {
  /** What the document is called in messages ("purchase order"). */
  document: string;
  /** The label of each state in messages (the specification shows "Sent" for Submitted). */
  labels: Record<S, string>;
  transitions: Record<E, { from: readonly S[]; to: S | null }>;
}

export class IllegalTransition extends Error {
  constructor(
    readonly state: string,
    readonly event: string,
    message: string,
  ) {
    super(message);
  }
}

export function canApply<S extends string, E extends string>(machine: StateMachine<S, E>, state: S, event: E): boolean {
  return machine.transitions[event].from.includes(state);
}

/** The events that may happen to a document in a state, in declaration order. */
export function allowedEvents<S extends string, E extends string>(machine: StateMachine<S, E>, state: S): E[] {
  return (Object.keys(machine.transitions) as E[]).filter((e) => canApply(machine, state, e));
}

/**
 * The state after the event. Events whose target depends on the document (receiving part or all of an order)
 * declare `to: null` and take the target from the caller.
 */
export function apply<S extends string, E extends string>(machine: StateMachine<S, E>, state: S, event: E, target?: S): S {
  if (!canApply(machine, state, event)) {
    const label = machine.labels[state] ?? state;
    const allowed = machine.transitions[event].from.map((s) => machine.labels[s]).join(' or ');
    throw new IllegalTransition(state, event, `A ${machine.document} that is ${label} cannot be ${pastTense(event)}; only one that is ${allowed} can.`);
  }
  const to = machine.transitions[event].to ?? target;
  if (!to) throw new Error(`${event} needs a target state`);
  return to;
}

function pastTense(event: string): string {
  const words: Record<string, string> = {
    edit: 'changed',
    submit: 'submitted',
    receive: 'received',
    cancel: 'cancelled',
    activate: 'activated',
    count: 'counted',
    complete: 'completed',
    send: 'sent',
    approve: 'approved',
    reject: 'rejected',
  };
  return words[event] ?? `${event}ed`;
}
