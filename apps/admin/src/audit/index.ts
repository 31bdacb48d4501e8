export { AuditPage } from './AuditPage';
export { AuditMenuEntry } from './AuditMenuEntry';
