/** Undo and redo over whole states: each change keeps the state before it. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

const LIMIT = 200;

export type HistoryAction<T> = { type: 'change'; change: (state: T) => T } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; state: T };

export const startHistory = <T>(state: T): History<T> => ({ past: [], present: state, future: [] });

export function historyReducer<T>(history: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'change': {
      const next = action.change(history.present);
      // A change that changes nothing (a move against the edge) leaves nothing to undo.
      if (JSON.stringify(next) === JSON.stringify(history.present)) return history;
      return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [] };
    }
    case 'undo':
      if (!history.past.length) return history;
      return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1], future: [history.present, ...history.future] };
    case 'redo':
      if (!history.future.length) return history;
      return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) };
    case 'reset':
      return startHistory(action.state);
  }
}
