export { Dashboard } from './Dashboard';
export { GoToDashboard } from './GoToDashboard';
