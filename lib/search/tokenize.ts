/** Index and query alike; unspaced Chinese becomes overlapping pairs (语音机器人 -> 语音 音机 机器 器人): any 2+ character word is found. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
const HAN = /\p{Script=Han}/u;
const HAN_OR_NOT = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(SPACE_OR_PUNCTUATION)) {
    if (!word) continue;
    if (!HAN.test(word)) {
      tokens.push(word);
      continue;
    }
    for (const run of word.match(HAN_OR_NOT) ?? []) {
      const chars = Array.from(run);
      if (!HAN.test(run) || chars.length === 1) tokens.push(run);
      else for (let i = 0; i < chars.length - 1; i += 1) tokens.push(chars[i]! + chars[i + 1]!);
    }
  }
  return tokens;
}

export const isHan = (term: string): boolean => HAN.test(term);
