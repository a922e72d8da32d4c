// No dependency, so the site's browser tests read the kept e-mails with the receiver's own reader.
/**
 * Reads an .eml the receiver made: its header fields unfolded with encoded words decoded (`get`, `all`,
 * `names`), the undecoded fields (`raw`), and the body's text with LF line ends.
 */
export function readMail(eml) {
  const split = eml.indexOf("\r\n\r\n");
  const fields = [];
  for (const line of eml.slice(0, split).split("\r\n")) {
    if (/^[ \t]/.test(line) && fields.length > 0) fields[fields.length - 1].raw += line;
    else fields.push({ name: line.slice(0, line.indexOf(":")), raw: line.slice(line.indexOf(":") + 1) });
  }
  const decode = (value) =>
    value
      .trim()
      .replace(/(=\?[^?]+\?[bB]\?[^?]*\?=)\s+(?==\?)/g, "$1")
      .replace(/=\?utf-8\?b\?([^?]*)\?=/gi, (_, text) => Buffer.from(text, "base64").toString("utf8"));
  const decoded = fields.map(({ name, raw }) => ({ name, value: decode(raw) }));
  const match = (name) => decoded.filter((field) => field.name.toLowerCase() === name.toLowerCase()).map((field) => field.value);
  let body = eml.slice(split + 4);
  if (/base64/i.test(match("Content-Transfer-Encoding")[0] ?? "")) {
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return {
    names: fields.map((field) => field.name),
    raw: fields,
    get: (name) => match(name)[0],
    all: match,
    text: body.replace(/\r\n/g, "\n"),
  };
}
