// saxes is a conformant XML 1.0 parser with namespaces: a raw "&" or a bad tag stops it as it would a crawler.
import { SaxesParser } from "saxes";

export interface XmlElement {
  /** Qualified name as written, e.g. "atom:link". */
  name: string;
  uri: string;
  attributes: Record<string, { value: string; uri: string }>;
  children: XmlElement[];
  text: string;
  line: number;
}

// saxes judges an entity reference only at its ";", so it reports a raw "&" at the end of the file.
function rawAmpersand(xml: string, file: string): Error | null {
  const blanked = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, " "));
  const match = /&(?!(?:[A-Za-z_:][\w.:-]*|#\d+|#x[\dA-Fa-f]+);)/.exec(blanked);
  if (!match) return null;
  const before = blanked.slice(0, match.index).split("\n");
  return new Error(
    `${file}:${before.length}:${before.at(-1)!.length + 1}: "&" that starts no entity reference must be written &amp;`,
  );
}

export function parseXmlStrict(xml: string, file: string): XmlElement {
  const ampersand = rawAmpersand(xml, file);
  if (ampersand) throw ampersand;
  const parser = new SaxesParser({ xmlns: true, fileName: file });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on("opentag", (tag) => {
    const attributes: XmlElement["attributes"] = {};
    for (const [name, attr] of Object.entries(tag.attributes)) attributes[name] = { value: attr.value, uri: attr.uri };
    const element: XmlElement = { name: tag.name, uri: tag.uri, attributes, children: [], text: "", line: parser.line };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on("text", (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on("cdata", (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error(`${file}: no root element`);
  return root;
}

const childrenNamed = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);
const textOf = (el: XmlElement | undefined) => el?.text.trim() ?? "";

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;
const URL_MAX_LENGTH = 2048;
const CHANGEFREQ = new Set(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);

/** W3C Datetime (the profile of ISO 8601 the sitemap protocol names), and a real calendar date. */
export function isW3cDatetime(value: string): boolean {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/.exec(value);
  if (!m) return false;
  const [, y, mo = "01", d = "01", h = "00", mi = "00", s = "00"] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60
  );
}

/** Only characters RFC 3986 allows in a URI, and already in the form the WHATWG URL parser would write it. */
function urlProblem(value: string, origin: string): string | null {
  if (!/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/.test(value)) return "has characters that must be percent-encoded";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "is not an absolute URL";
  }
  if (url.href !== value) return `is not in normal form (${url.href})`;
  if (url.origin !== origin) return `is not on ${origin}`;
  if (value.length >= URL_MAX_LENGTH) return `is ${value.length} characters, the limit is ${URL_MAX_LENGTH - 1}`;
  if (url.pathname.includes("&")) return "spells & raw in the path instead of %26";
  return null;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  line: number;
}

const XHTML_NS = "http://www.w3.org/1999/xhtml";

export function checkSitemap(xml: string, file: string, origin: string): { entries: SitemapEntry[]; problems: string[] } {
  const problems: string[] = [];
  const entries: SitemapEntry[] = [];
  const at = (line: number, reason: string) => problems.push(`${file}:${line}: ${reason}`);
  const bytes = Buffer.byteLength(xml, "utf8");
  if (bytes > SITEMAP_MAX_BYTES) at(1, `is ${bytes} bytes, the limit is ${SITEMAP_MAX_BYTES}`);
  const root = parseXmlStrict(xml, file);
  if (root.name !== "urlset" || root.uri !== SITEMAP_NS)
    at(root.line, `root is <${root.name}> in "${root.uri}", not <urlset> in "${SITEMAP_NS}"`);
  const urls = root.children;
  if (urls.length > SITEMAP_MAX_URLS) at(root.line, `has ${urls.length} entries, the limit is ${SITEMAP_MAX_URLS}`);
  for (const url of urls) {
    if (url.name !== "url") {
      at(url.line, `<${url.name}> is not allowed in <urlset>`);
      continue;
    }
    for (const child of url.children) {
      // Google's extension for a page's translations: <xhtml:link rel="alternate" hreflang="…" href="…"/>.
      if (child.uri === XHTML_NS && child.name.endsWith(":link")) {
        const { rel, hreflang, href } = child.attributes;
        if (rel?.value !== "alternate" || !hreflang?.value || !href?.value)
          at(child.line, '<xhtml:link> needs rel="alternate", hreflang and href');
        else if (urlProblem(href.value, origin)) at(child.line, `<xhtml:link> ${href.value} ${urlProblem(href.value, origin)}`);
        continue;
      }
      if (!["loc", "lastmod", "changefreq", "priority"].includes(child.name))
        at(child.line, `<${child.name}> is not a sitemap field`);
      if (child.uri !== SITEMAP_NS) at(child.line, `<${child.name}> is outside the sitemap namespace`);
    }
    const locs = childrenNamed(url, "loc");
    if (locs.length !== 1) {
      at(url.line, `<url> has ${locs.length} <loc>, needs exactly one`);
      continue;
    }
    const loc = textOf(locs[0]);
    const problem = urlProblem(loc, origin);
    if (problem) at(locs[0]!.line, `<loc> ${loc} ${problem}`);
    const lastmods = childrenNamed(url, "lastmod");
    if (lastmods.length > 1) at(url.line, "more than one <lastmod>");
    const lastmod = lastmods[0] ? textOf(lastmods[0]) : undefined;
    if (lastmod !== undefined && !isW3cDatetime(lastmod)) at(lastmods[0]!.line, `<lastmod> "${lastmod}" is not a W3C Datetime`);
    for (const freq of childrenNamed(url, "changefreq"))
      if (!CHANGEFREQ.has(textOf(freq)))
        at(freq.line, `<changefreq> "${textOf(freq)}" is not one of ${[...CHANGEFREQ].join(", ")}`);
    for (const priority of childrenNamed(url, "priority")) {
      const p = textOf(priority);
      if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(p)) at(priority.line, `<priority> "${p}" is not between 0.0 and 1.0`);
    }
    entries.push({ loc, lastmod, line: url.line });
  }
  return { entries, problems };
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 822 date-time as RSS 2.0 requires (four-digit years accepted, as the RSS profile recommends), on a real day. */
export function isRfc822(value: string): boolean {
  const m =
    /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}|\d{2}) (\d{2}):(\d{2})(?::(\d{2}))? (UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z]|[+-]\d{4})$/.exec(
      value,
    );
  if (!m) return false;
  const [, day, d, mon, y, h, mi, s = "00"] = m;
  const year = y!.length === 2 ? 1900 + Number(y) : Number(y);
  const date = new Date(Date.UTC(year, MONTHS.indexOf(mon!), Number(d)));
  if (date.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 60) return false;
  return day === undefined || DAYS[date.getUTCDay()] === day;
}

export const ATOM_NS = "http://www.w3.org/2005/Atom";

export interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  line: number;
}

export function checkRss(
  xml: string,
  file: string,
  origin: string,
): { items: FeedItem[]; selfLink?: string; channelLink?: string; problems: string[] } {
  const problems: string[] = [];
  const at = (line: number, reason: string) => problems.push(`${file}:${line}: ${reason}`);
  const root = parseXmlStrict(xml, file);
  if (root.name !== "rss" || root.attributes.version?.value !== "2.0")
    at(root.line, `root is <${root.name} version="${root.attributes.version?.value ?? ""}">, not <rss version="2.0">`);
  const channels = childrenNamed(root, "channel");
  if (channels.length !== 1) {
    at(root.line, `has ${channels.length} <channel>, needs exactly one`);
    return { items: [], problems };
  }
  const channel = channels[0]!;
  for (const field of ["title", "link", "description"]) {
    const found = childrenNamed(channel, field);
    if (found.length !== 1 || !textOf(found[0])) at(channel.line, `<channel> needs one non-empty <${field}>`);
  }
  const channelLink = textOf(childrenNamed(channel, "link")[0]);
  const linkProblem = channelLink ? urlProblem(channelLink, origin) : null;
  if (linkProblem) at(channel.line, `<channel><link> ${channelLink} ${linkProblem}`);
  for (const field of ["pubDate", "lastBuildDate"])
    for (const date of childrenNamed(channel, field))
      if (!isRfc822(textOf(date))) at(date.line, `<${field}> "${textOf(date)}" is not an RFC 822 date`);
  const self = channel.children.find((c) => c.uri === ATOM_NS && c.name.endsWith(":link") && c.attributes.rel?.value === "self");
  const items: FeedItem[] = [];
  for (const item of childrenNamed(channel, "item")) {
    const field = (name: string) => childrenNamed(item, name);
    if (!textOf(field("title")[0]) && !textOf(field("description")[0]))
      at(item.line, "<item> needs a <title> or a <description>");
    for (const name of ["title", "link", "description", "guid", "pubDate"])
      if (field(name).length !== 1 || !textOf(field(name)[0])) at(item.line, `<item> needs one non-empty <${name}>`);
    const link = textOf(field("link")[0]);
    const problem = link ? urlProblem(link, origin) : null;
    if (problem) at(field("link")[0]!.line, `<link> ${link} ${problem}`);
    const guid = field("guid")[0];
    if (guid && guid.attributes.isPermaLink?.value !== "false" && textOf(guid) !== link)
      at(guid.line, `permalink <guid> ${textOf(guid)} differs from <link> ${link}`);
    const pubDate = textOf(field("pubDate")[0]);
    if (pubDate && !isRfc822(pubDate)) at(field("pubDate")[0]!.line, `<pubDate> "${pubDate}" is not an RFC 822 date`);
    items.push({ title: textOf(field("title")[0]), link, guid: textOf(guid), pubDate, line: item.line });
  }
  return { items, selfLink: self?.attributes.href?.value, channelLink, problems };
}
