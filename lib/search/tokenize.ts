/**
 * Words for the search index and the query alike. Spaces and punctuation split words, as MiniSearch's
 * own tokenizer does; Chinese, written without spaces, is split into overlapping pairs of characters
 * (语音机器人 -> 语音 音机 机器 器人), so that any word of two or more characters in a page is found.
 */
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
