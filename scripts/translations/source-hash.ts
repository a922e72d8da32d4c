import { createHash } from "node:crypto";

import { textOf } from "@/lib/content/translation";

/** The version of an English item that a translation records as its `source`: a hash of its prose only. */
export const sourceHash = (english: unknown): string =>
  createHash("sha256")
    .update(JSON.stringify(textOf(english)))
    .digest("hex")
    .slice(0, 12);
