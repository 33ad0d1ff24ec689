// How `npm start` runs the server process, shared with the bench so that it measures what
// production runs. glibc gets two malloc arenas, and blocks of 64 KB and up mapped on their own,
// so that what start-up used once (V8's compiler zones, PGlite's WebAssembly compile) goes back
// to the system when freed instead of staying resident in a fragmented arena.
// V8's young generation keeps Node's default size (16 MB semi-spaces). Capped at 4 MB (issue #14,
// earlier) it saved ~25 MB only in the first seconds after start, as V8 shrinks an idle server's
// young generation itself within ~20 s (embedded: 229 MB idle at 4 MB, 234 MB at the default),
// and under load it scavenged four times as often: garbage collection took 12% of the server's
// time on an authenticated read instead of 1.5%.
// An operator who sets any of these variables keeps their value.

/** The server process's environment: `env` with the allocator settings it does not set itself. */
export const serverEnv = (env) => ({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
  ...env,
});
