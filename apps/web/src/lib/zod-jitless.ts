import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function` when it can; our CSP forbids eval, so the probe
// would log a CSP violation in every browser console. Parsing without the JIT is fast enough here.
config({ jitless: true });
