// The e-mail to the company (src/email.ts), bundled as the Worker is and run in Node: what a visitor
// typed never becomes a header or a recipient, non-ASCII text arrives readable, and the body has it all.
import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { bundleWorker, readMail } from "../local.mjs";

let composeLeadEmail;
let kualaLumpurTime;
before(async () => {
  const code = await bundleWorker("src/email.ts");
  ({ composeLeadEmail, kualaLumpurTime } = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`));
});

const TO = "info@nusantara-ai.com.my";
const FROM = "forms@nusantara-ai.com.my";
const ID = "3f2a9c1e-7b4d-4e8f-9a6b-1c2d3e4f5a6b";
const options = { from: FROM, fromName: "Nusantara AI website", to: TO, now: new Date("2026-11-20T06:05:09Z") };
const HEADERS = [
  "From",
  "To",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "Auto-Submitted",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
];

const message = (fields = {}, extra = {}) => ({
  id: ID,
  kind: "message",
  fields: {
    name: "Siti Nurhaliza",
    email: "siti@example.my",
    subject: "Pertanyaan",
    message: "Selamat pagi,\nboleh saya tahu harga?",
    ...fields,
  },
  receivedAt: "2026-11-20T06:05:00.000Z",
  lang: "ms",
  flags: [],
  ...extra,
});

/** Every line of the header section is a header of its own or a fold (it starts with a space), and fits in 76. */
function assertWellFormed(raw) {
  assert.ok(!/\r(?!\n)|(?<!\r)\n/.test(raw), "only CRLF line ends");
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  for (const line of head.split("\r\n")) {
    assert.match(line, /^(?:[A-Za-z-]+: | )\S/, `header line ${JSON.stringify(line)}`);
    assert.ok(line.length <= 76, `${line.length} characters: ${line}`);
  }
  for (const word of raw.match(/=\?[^?]*\?[BbQq]\?[^?]*\?=/g) ?? []) assert.ok(word.length <= 75, word);
  assert.ok(/^[\x00-\x7f]*$/.test(raw), "the raw message is ASCII");
}

describe("the e-mail to the company", () => {
  test("has exactly its own headers: To the destination only, Reply-To the visitor", () => {
    const mail = composeLeadEmail(message(), options);
    assertWellFormed(mail.raw);
    const read = readMail(mail.raw);
    assert.deepEqual(read.names, HEADERS);
    assert.equal(read.get("To"), `<${TO}>`);
    assert.equal(read.get("From"), `"Nusantara AI website" <${FROM}>`);
    assert.equal(read.get("Reply-To"), `"Siti Nurhaliza" <siti@example.my>`);
    assert.equal(read.get("Subject"), "Website message: Pertanyaan");
    assert.equal(read.get("Date"), "Fri, 20 Nov 2026 06:05:09 +0000");
    assert.equal(read.get("Message-ID"), `<${ID}@nusantara-ai.com.my>`);
    assert.equal(read.get("Content-Type"), "text/plain; charset=utf-8");
    assert.equal(read.get("Content-Transfer-Encoding"), "base64");
    assert.deepEqual([mail.from, mail.to, mail.replyTo], [FROM, TO, "siti@example.my"]);
    // The visitor's address is in Reply-To and the body, and nowhere a recipient could be named.
    for (const { name, raw } of read.raw) if (name !== "Reply-To") assert.ok(!raw.includes("siti@example.my"), name);
  });

  test("a CR or LF in the subject or the name adds no header and no recipient", () => {
    const attack = "Hi\r\nBcc: evil@x.test";
    const mail = composeLeadEmail(message({ subject: attack, name: attack }), options);
    assertWellFormed(mail.raw);
    const read = readMail(mail.raw);
    assert.deepEqual(read.names, HEADERS);
    assert.equal(read.get("Subject"), "Website message: Hi Bcc: evil@x.test");
    assert.equal(mail.subject, "Website message: Hi Bcc: evil@x.test");
    assert.equal(read.get("Reply-To"), `"Hi Bcc: evil@x.test" <siti@example.my>`);
    assert.equal(read.get("To"), `<${TO}>`);
    assert.equal(mail.to, TO);
    assert.ok(!/^(?:bcc|cc):/im.test(mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"))));
  });

  test("every other line break or control character is a space too, in the subject and the display name", () => {
    for (const breaker of ["\n", "\r", "\u2028", "\u2029", "\u0085", "\u0000", "\t", "\u001b", "\r\n\r\n"]) {
      const text = `Hi${breaker}Bcc: evil@x.test`;
      const mail = composeLeadEmail(message({ subject: text, name: `陈${breaker}To: evil@x.test` }), options);
      assertWellFormed(mail.raw);
      const read = readMail(mail.raw);
      assert.deepEqual(read.names, HEADERS, JSON.stringify(breaker));
      assert.equal(read.get("Subject"), "Website message: Hi Bcc: evil@x.test");
      assert.equal(read.get("Reply-To"), "陈 To: evil@x.test <siti@example.my>");
    }
  });

  test("a Chinese, Malay or emoji subject and name are encoded words that decode back exactly", () => {
    const subjects = [
      "询问价格 — 我们公司需要一个聊天机器人，可以用马来语、中文和英语回答客户的问题吗？",
      "Pertanyaan tentang harga perkhidmatan automasi pintar untuk syarikat kecil dan sederhana di Kuala Lumpur",
      "Hello 👋🏽 team 👨‍👩‍👧‍👦 🇲🇾 — café ünïcödé",
      "=?UTF-8?B?aGk=?= looks encoded",
    ];
    for (const subject of subjects) {
      const name = "陈小明 👨‍👩‍👧‍👦 Nurul Ain binti Abdullah";
      const mail = composeLeadEmail(message({ subject, name }), options);
      assertWellFormed(mail.raw);
      const read = readMail(mail.raw);
      assert.equal(read.get("Subject"), `Website message: ${subject}`);
      assert.equal(read.get("Reply-To"), `${name} <siti@example.my>`);
      // Malay needs no encoding: it stays plain words, folded at its spaces.
      const encoded = /[^\x20-\x7e]/.test(subject) || subject.includes("=?");
      assert.equal(/=\?UTF-8\?B\?/.test(read.raw.find((field) => field.name === "Subject").raw), encoded, subject);
    }
  });

  test("a long plain subject is folded at its spaces and unfolds to the same text", () => {
    const subject = "Request for a quotation on the customer service automation package for our three branches in Selangor";
    const mail = composeLeadEmail(message({ subject }), options);
    assertWellFormed(mail.raw);
    assert.ok(!mail.raw.includes("=?"));
    assert.equal(readMail(mail.raw).get("Subject"), `Website message: ${subject}`);
  });

  test("an address that cannot stand in a header gets no Reply-To; an internationalised domain is punycode", () => {
    for (const email of ["a<b>@x.my", "a,b@x.my", "müller@example.de", "a@b@c", 'a"b@x.my', "a@-x.my", "a@x"]) {
      const mail = composeLeadEmail(message({ email }), options);
      assertWellFormed(mail.raw);
      assert.equal(mail.replyTo, null, email);
      assert.deepEqual(
        readMail(mail.raw).names,
        HEADERS.filter((name) => name !== "Reply-To"),
      );
      assert.match(mail.text, new RegExp(`Answer Siti Nurhaliza at ${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`));
    }
    const idn = composeLeadEmail(message({ email: "ali@kedai-kopi.münchen.de" }), options);
    assert.equal(idn.replyTo, "ali@kedai-kopi.xn--mnchen-3ya.de");
  });

  test("the body names every field, the reference, the page language, the flags and the time in Kuala Lumpur", () => {
    const mail = composeLeadEmail(message({}, { flags: ["fast"] }), options);
    assert.equal(readMail(mail.raw).text, mail.text);
    assert.equal(
      mail.text,
      [
        "A message from the website's contact form.",
        "",
        "Reference: 3F2A9C1E",
        "Received: Friday 20 November 2026, 14:05 Kuala Lumpur time",
        "Page language: ms",
        "Flags: fast (sent sooner after the page loaded than a person types: autofill, a paste or a robot)",
        "",
        "Name: Siti Nurhaliza",
        "E-mail: siti@example.my",
        "Subject: Pertanyaan",
        "",
        "Message:",
        "Selamat pagi,",
        "boleh saya tahu harga?",
        "",
        "Reply to this e-mail to answer Siti Nurhaliza at siti@example.my.",
        "",
      ].join("\n"),
    );
    const plain = composeLeadEmail(message({}, { lang: null }), options);
    assert.ok(!plain.text.includes("Page language") && !plain.text.includes("Flags"));
  });

  test("an appointment request has a sortable subject and its date, weekday and slot", () => {
    const lead = {
      id: ID,
      kind: "appointment",
      fields: { name: "陈小明", email: "chen@example.cn", date: "2026-12-07", time: "02:00 PM" },
      receivedAt: "2026-11-20T17:30:00.000Z",
      lang: "zh-Hans",
      flags: [],
    };
    const mail = composeLeadEmail(lead, options);
    assertWellFormed(mail.raw);
    const read = readMail(mail.raw);
    assert.equal(read.get("Subject"), "Appointment request: 2026-12-07 02:00 PM");
    assert.equal(read.get("Reply-To"), "陈小明 <chen@example.cn>");
    assert.match(mail.text, /^An appointment request from the website\.\n/);
    assert.match(mail.text, /\nReceived: Saturday 21 November 2026, 01:30 Kuala Lumpur time\n/);
    assert.match(mail.text, /\nName: 陈小明\nE-mail: chen@example\.cn\nDate: 2026-12-07 \(Monday\)\nTime: 02:00 PM\n/);
  });

  test("a sender or destination that is not an address is an error, not a message", () => {
    assert.throws(() => composeLeadEmail(message(), { ...options, from: "forms@x.test\r\nBcc: evil@x.test" }), /sender/);
    assert.throws(() => composeLeadEmail(message(), { ...options, to: "" }), /destination/);
  });

  test("the time in Kuala Lumpur is UTC+8 in a fixed English form", () => {
    assert.equal(kualaLumpurTime("2026-12-31T16:00:00Z"), "Friday 1 January 2027, 00:00 Kuala Lumpur time");
    assert.equal(kualaLumpurTime("2026-07-04T03:09:59.999Z"), "Saturday 4 July 2026, 11:09 Kuala Lumpur time");
  });
});
