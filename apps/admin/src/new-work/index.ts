export { NewWorkPage } from './NewWorkPage';
