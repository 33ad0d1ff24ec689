// The frame around every page, and what main.tsx, the prerender and routes/ start it with.

export { AppProviders } from './AppProviders';
export { hideAppLoader } from './app-loader';
export { BootSkeleton } from './BootSkeleton';
export { whenIdle } from './Deferred';
export { Frame } from './Frame';
export { LogoMark } from './LogoMark';
export { RouteErrorPage } from './RouteErrorPage';
