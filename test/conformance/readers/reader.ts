/** Puts one sample through the project's own code and answers what it read, in a plain shape. */
export interface Reader {
  /** The folder under test/fixtures/. */
  standard: string;
  /** What the sample is read with (printed by npm run conformance). */
  via: string;
  read(text: string, file: string): Promise<unknown>;
  /** Frees what read() started (a local server); called once after the last sample. */
  close?(): Promise<void>;
}
