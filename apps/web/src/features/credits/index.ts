export { CreditsBadge } from './CreditsBadge';
