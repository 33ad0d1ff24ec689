// The creator components other features show live in shared/creators and shared/creator-report.
export { DISCOVERY_PAGE_SIZE } from './discovery-query';
