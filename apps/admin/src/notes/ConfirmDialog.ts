/**
 * react-admin's confirmation dialog (MUI's Dialog), on its own so that the notes board can fetch
 * it when a deletion is first asked for (NotesBoard.tsx) instead of with the dashboard.
 */
export { Confirm } from 'react-admin';
