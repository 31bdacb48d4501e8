// react-admin's pages that ErrorScreen.tsx loads when one is shown (a file of their own).
export { AuthenticationError, Error } from 'react-admin';
