/**
 * A decider (after Jérémie Chassaing's pattern, as Emmett uses it): everything an aggregate
 * is and may do, as three pure pieces. Time, ids and the acting user come in the command.
 */
export interface Decider<Command, Event, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** Folds a stream's events into the aggregate's current state. */
export function replay<Command, Event, State>(
  decider: Decider<Command, Event, State>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}

/** Makes a forgotten case of a discriminated union a compile-time error. */
export function assertNever(value: never): never {
  throw new Error(`Caso no contemplado: ${JSON.stringify(value)}`);
}
