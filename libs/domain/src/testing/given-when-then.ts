import type { Decider } from '../shared/decider.js';
import { replay } from '../shared/decider.js';

/**
 * given(events).when(command).then(events) | .thenThrows(error) — the decider's tests read
 * as the shop's rules: what had happened, what staff asked for, what happens now.
 */
export function specFor<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, replay(decider, given));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (expected: unknown) => expect(run).toThrow(expected as Error),
        thenFails: () => {
          try {
            run();
          } catch (error) {
            return error;
          }
          throw new Error('Se esperaba que el comando fallara');
        },
      };
    },
  });
}
