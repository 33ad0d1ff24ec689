import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import type { PaymentPurpose } from './payments/index.js';

/** A set of routes a module serves, under `prefix` (none for paths outside /api). */
export type ModuleRoutes = {
  // biome-ignore lint/suspicious/noExplicitAny: each module's plugin types its own options beside deps
  plugin: FastifyPluginAsync<any>;
  prefix?: string;
  /** Served only where this holds (a development-only page, say). */
  when?: (config: Config) => boolean;
};

/** Work a module does on a schedule, in-process (see jobs/periodic-pass.ts for the rules). */
export type PeriodicJob = {
  name: string;
  everyMs: number;
  run: (deps: Deps) => Promise<unknown>;
  /** The first pass this long after start (a minute by default). */
  firstAfterMs?: number;
  /**
   * Work that should not wait for the next tick: `wakeOn` subscribes `wake` (which runs the pass
   * at once) to whatever announces it, and answers the unsubscribe.
   */
  wakeOn?: (deps: Deps, wake: () => void) => () => void;
};

/**
 * What a module brings to the app: its routes and its periodic jobs, declared in its module.ts
 * and registered by app.ts from the list in modules/index.ts. Kept apart from the module's door
 * (index.ts, what other modules may use) so that a module using another's services does not
 * load its routes, and no file circle runs through the HTTP layer. Functions, not lists, so that
 * declaring them reads nothing of the module's files before the app asks.
 */
export type ServerModule = {
  name: string;
  routes: () => ModuleRoutes[];
  jobs?: () => PeriodicJob[];
  /** The things it sells, registered with payments at start-up (payments imports no domain). */
  // biome-ignore lint/suspicious/noExplicitAny: each purpose types its own purchase input
  paymentPurposes?: () => PaymentPurpose<any>[];
};
