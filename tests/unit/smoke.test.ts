import { productGroupNames } from "@/lib/content/types";

test("the content model names six product groups", () => {
  expect(productGroupNames).toHaveLength(6);
});
