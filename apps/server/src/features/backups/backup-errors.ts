/** A backup or restore that was refused or failed for a reason the operator can act on; the message says how. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
