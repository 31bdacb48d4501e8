export { NoticeSettingsPage } from './NoticeSettingsPage';
export { NoticeSettingsMenuEntry } from './NoticeSettingsMenuEntry';
