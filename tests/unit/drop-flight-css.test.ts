/** @jest-environment node */
import { dropStylesheetRows, dropStylesheetRowsFromHtml } from "@/scripts/export/steps/drop-flight-css";

const css = '.a>b{content:"x"}';
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

test("empties the payload rows that hold a stylesheet and keeps every other row", () => {
  const flight = `1:"$Sreact.fragment"\n${row("2", css)}3:["$","style","0",{"children":"$2"}]\n${row("4", "notes")}5:null\n`;
  const { text, removed } = dropStylesheetRows(flight, [css]);
  expect(removed).toBe(1);
  expect(text).toBe(`1:"$Sreact.fragment"\n2:T0,3:["$","style","0",{"children":"$2"}]\n${row("4", "notes")}5:null\n`);
});

test("finds the rows inside the HTML's escaped payload scripts", () => {
  const escaped = JSON.stringify(`\n${row("2", css)}\n${row("24", css)}`)
    .slice(1, -1)
    .replace(/>/g, "\\u003e");
  const html = `<style data-href="/a.css">${css}</style><script>self.__next_f.push([1,"${escaped}"])</script>`;
  const { text, removed } = dropStylesheetRowsFromHtml(html, [css]);
  expect(removed).toBe(2);
  expect(text).toBe(`<style data-href="/a.css">${css}</style><script>self.__next_f.push([1,"\\n2:T0,\\n24:T0,"])</script>`);
});

test("leaves a stylesheet that only appears in the middle of other text", () => {
  const flight = `6:"quoted ${css}"\n`;
  expect(dropStylesheetRows(flight, [css])).toEqual({ text: flight, removed: 0 });
});
