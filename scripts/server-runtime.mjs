// How `npm start` runs the server process, shared with the bench so that it measures what
// production runs. Measured on the embedded database (issue #14): a production start idled at
// about 274 MB resident with Node's defaults and about 217 MB with these.
// - A young generation of 4 MB semi-spaces instead of 16: the heap an idle server keeps
//   committed drops by ~22 MB; request handling allocates little that lives. Tried against
//   the default on 2026-11-29: garbage collection fell from 12% to 1.5% of the server's busy time
//   on the authenticated read, but it took ~0.9 page faults per request instead of none, and
//   paired runs could not tell the two apart in CPU per request (-13%, 0%, +23%); once idle for
//   20 s both sat within 5 MB of each other. The smaller stays: ~25 MB less until then.
// - glibc: two malloc arenas, and blocks of 64 KB and up mapped on their own, so that what
//   start-up used once (V8's compiler zones, PGlite's WebAssembly compile) goes back to the
//   system when freed instead of staying resident in a fragmented arena.
// An operator who sets any of these variables keeps their value.

/** Node's own options for the server process. */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];

/** The server process's environment: `env` with the allocator settings it does not set itself. */
export const serverEnv = (env) => ({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
  ...env,
});
