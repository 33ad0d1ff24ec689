// Zod compiles object parsers with `new Function` when it can; our CSP forbids eval, so its probe
// would log a CSP violation in every browser console. Zod reads its settings from this global when it
// loads, so setting it here keeps the ~26 KB zod chunk out of the pages that never parse anything
// (zod-jitless.test.ts fails if a zod upgrade stops reading it).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Mutated, not replaced: a zod loaded earlier keeps a reference to this very object.
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
export {};
