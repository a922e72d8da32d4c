/**
 * A product without its own overview or use cases shows the default copy (content/products/defaults.ts), in the
 * page's language. Every product in content has its own copy today, so no exported page shows the defaults and a
 * browser test cannot reach them: these checks give the fallback products made without that copy.
 */
import { getProduct, getProductOverview, getProductUseCases } from "@/lib/content";
import { PREFIXED_LOCALES, type Locale } from "@/lib/i18n/locales";
import { defaultProductDescription, genericUseCases } from "@/content/products";
import { translations } from "@/content/translations";
import type { Product } from "@/content/types";

let mockLocale: Locale = "en";
jest.mock("@/lib/i18n/request-locale", () => ({ requestLocale: () => mockLocale }));

/** voice-bot as `locale` gives it, with its own overview and use cases replaced by `copy`. */
function voiceBot(locale: Locale, copy: Partial<Pick<Product, "detailedDescription" | "useCases">> = {}): Product {
  const product = getProduct("voice-bot", locale);
  if (!product) throw new Error("content has no product voice-bot");
  return { ...product, ...copy };
}

afterEach(() => {
  mockLocale = "en";
});

test("a product with its own copy shows it", () => {
  const own = voiceBot("en");
  expect(own.detailedDescription?.length).toBeGreaterThan(0);
  expect(own.useCases?.length).toBeGreaterThan(0);
  expect(getProductOverview(own)).toEqual(own.detailedDescription);
  expect(getProductUseCases(own)).toEqual(own.useCases);
  expect(getProductOverview(own)).not.toEqual(defaultProductDescription);
});

test.each([
  ["without an overview or use cases", { detailedDescription: undefined, useCases: undefined }],
  ["with both empty", { detailedDescription: [], useCases: [] }],
])("a product %s shows the default description and the eight generic use cases", (_case, copy) => {
  const plain = voiceBot("en", copy);
  expect(getProductOverview(plain)).toEqual(defaultProductDescription);
  expect(getProductUseCases(plain)).toEqual(genericUseCases);
  expect(genericUseCases).toHaveLength(8);
});

test("each half falls back on its own", () => {
  const noUseCases = voiceBot("en", { useCases: undefined });
  expect(getProductOverview(noUseCases)).toEqual(noUseCases.detailedDescription);
  expect(getProductUseCases(noUseCases)).toEqual(genericUseCases);
  const noOverview = voiceBot("en", { detailedDescription: undefined });
  expect(getProductOverview(noOverview)).toEqual(defaultProductDescription);
  expect(getProductUseCases(noOverview)).toEqual(noOverview.useCases);
});

test.each([...PREFIXED_LOCALES])("on a /%s/ page the default copy is that language's", (locale) => {
  mockLocale = locale;
  const defaults = translations[locale].productDefaults;
  if (!defaults?.overview || !defaults.useCases)
    throw new Error(`content/translations/${locale}/ does not translate productDefaults`);
  const plain = voiceBot(locale, { detailedDescription: undefined, useCases: undefined });
  expect(getProductOverview(plain)).toEqual(defaults.overview.text);
  expect(getProductUseCases(plain)).toEqual(defaults.useCases.text);
  expect(getProductOverview(plain)).not.toEqual(defaultProductDescription);
});
