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
        /** The error the command was refused with (a domain error carries the Spanish text). */
        thenFails: (): Error & { errors?: Record<string, string> } => {
          try {
            run();
          } catch (error) {
            if (error instanceof Error) return error;
            throw new Error(`El comando falló con algo que no es un error: ${String(error)}`);
          }
          throw new Error('Se esperaba que el comando fallara');
        },
      };
    },
  });
}
