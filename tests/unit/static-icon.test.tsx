/** @jest-environment node */
import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";

import { Icon } from "@/components/ui/icon";
import { lucideIconData, staticIcon } from "@/components/ui/static-icon";
import * as staticIcons from "@/components/ui/static-icons";

// Server components draw lucide icons without lucide-react's client component (static-icon.tsx).
// The markup must stay the one lucide-react writes, so the switch changes nothing a visitor sees.

test.each(Object.keys(staticIcons).filter((name) => name !== "StaticIcon"))(
  "%s draws the same <svg> as lucide-react's own component",
  (name) => {
    const Static = staticIcons[name as keyof typeof staticIcons];
    const Lucide = lucide[name as keyof typeof lucide] as lucide.LucideIcon;
    const props = { className: "size-4 shrink-0 text-accent-700", "aria-hidden": "true" as const };
    expect(renderToStaticMarkup(<Static {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
    expect(renderToStaticMarkup(<Static />)).toBe(renderToStaticMarkup(<Lucide />));
  },
);

test("an icon given an accessible name is not hidden from assistive technology, as with lucide-react", () => {
  const Static = staticIcon(lucide.Phone);
  const named = renderToStaticMarkup(<Static role="img" aria-label="Phone" />);
  expect(named).toBe(renderToStaticMarkup(<lucide.Phone role="img" aria-label="Phone" />));
  expect(named).not.toContain("aria-hidden");
});

test("an icon named in content draws that icon's paths, hidden and unfocusable", () => {
  const markup = renderToStaticMarkup(<Icon name="PhoneCall" className="size-6" />);
  expect(markup).toBe(renderToStaticMarkup(<lucide.PhoneCall aria-hidden="true" focusable="false" className="size-6" />));
});

test("icon data is read from lucide-react, aliases included, and a changed lucide fails loudly", () => {
  expect(lucideIconData(lucide.CheckCircle2)).toMatchObject({ name: "circle-check", aliases: ["check-circle-2"] });
  const notLucide = { render: () => null, displayName: "Imposter" } as unknown as lucide.LucideIcon;
  expect(() => lucideIconData(notLucide)).toThrow("lucide-react no longer builds Imposter from icon data");
});
