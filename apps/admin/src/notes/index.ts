export { NotesBoard } from './NotesBoard';
export { NotesPage } from './NotesPage';
