export { NotesBoard } from './NotesBoard';
