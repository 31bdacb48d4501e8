export { ShopSettingsPage } from './ShopSettingsPage';
export { ShopSettingsMenuEntry } from './ShopSettingsMenuEntry';
export { ShopNotConfiguredBanner } from './ShopNotConfiguredBanner';
