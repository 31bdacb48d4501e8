/**
 * What every engine adapter offers the work items. `known` is how many events the stream
 * already holds (0: a new stream); each adapter turns it into its own expected-version check,
 * so every side does optimistic concurrency the way an application would.
 *
 * @typedef {object} Adapter
 * @property {string} name                 e.g. 'ours-sqlite'
 * @property {'ours' | 'peer' | 'ceiling'} role
 * @property {'SQLite' | 'PostgreSQL'} engine
 * @property {string} settings             durability settings, as read back from the engine
 * @property {(stream: string, event: object, known: number) => Promise<void>} appendOne
 * @property {(stream: string, events: object[], known: number) => Promise<void>} appendBatch
 * @property {(stream: string) => Promise<number>} readStream   events read
 * @property {(after: number, limit: number) => Promise<{ count: number, last: number }>} readAll
 *           a page of the global log strictly after `after`: how many, and the last position
 * @property {() => Promise<void>} close
 *
 * An adapter module exports `name`, `role`, `engine` and `open(place)`, where `place` is a
 * fresh directory (SQLite) or a fresh database URL (PostgreSQL); `open` answers an Adapter,
 * or `{ pending: 'why' }` when the engine cannot run here.
 */
export {};
