/** What every command answers: the record it touched and where its events landed. */
export interface CommandResult {
  id: number;
  /** Global position of the command's last event; 0 when nothing changed. */
  position: number;
  version: number;
}
