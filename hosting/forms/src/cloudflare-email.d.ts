// The Workers runtime's e-mail module, as much of it as the receiver uses (see d1.ts for why it is declared here).
declare module "cloudflare:email" {
  export class EmailMessage {
    constructor(from: string, to: string, raw: ReadableStream | string);
    readonly from: string;
    readonly to: string;
  }
}
