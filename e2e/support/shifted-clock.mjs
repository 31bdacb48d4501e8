/**
 * Preloaded (`node --import`) into a process a browser test starts, it moves that process's clock
 * E2E_CLOCK_SHIFT_MS milliseconds ahead, as a machine whose clock said a later day would: the
 * product's code is untouched and reads the time as always (`new Date()`, `Date.now()`). It is
 * how a test runs `taller reservations expire` "four days later" without a clock setting in the
 * server, which has none on purpose.
 */
const shift = Number(process.env.E2E_CLOCK_SHIFT_MS ?? 0);
const RealDate = globalThis.Date;
const now = () => RealDate.now() + shift;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  // `Date()` called without `new` answers the time as text.
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});
