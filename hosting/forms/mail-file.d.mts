export interface KeptMail {
  /** Header field names, in order. */
  names: string[];
  /** Header fields as written, unfolded but not decoded. */
  raw: { name: string; raw: string }[];
  /** The first field of this name, decoded. */
  get(name: string): string | undefined;
  /** Every field of this name, decoded. */
  all(name: string): string[];
  /** The body's text, LF line ends. */
  text: string;
}

export function readMail(eml: string): KeptMail;
