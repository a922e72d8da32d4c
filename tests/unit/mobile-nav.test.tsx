import { fireEvent, render, screen } from "@testing-library/react";

import { MobileNav } from "@/components/layout/mobile-nav";
import type { NavItem } from "@/lib/content/types";

jest.mock("next/navigation", () => ({ usePathname: () => "/services/voice/" }));

const items: NavItem[] = [
  { name: "Home", path: "/", translationKey: "nav.home" },
  {
    name: "Industry",
    path: "/industry/",
    translationKey: "nav.industry",
    submenu: [{ name: "SME", path: "/industry/sme/", translationKey: "industry.sme" }],
  },
  {
    name: "Services",
    path: "/services/",
    translationKey: "nav.services",
    submenu: [{ name: "Voice", path: "/services/voice/", translationKey: "service.voice" }],
  },
];
const labels = { open: "Open menu", close: "Close menu", nav: "Main" };

test("the toggle opens and closes the menu; one submenu at a time; closing clears it", () => {
  render(<MobileNav items={items} labels={labels} />);
  const menu = document.getElementById("mobile-menu")!;
  expect(menu).not.toBeVisible();
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  expect(menu).toBeVisible();

  const industry = screen.getByRole("button", { name: "Industry" });
  const services = screen.getByRole("button", { name: "Services" });
  fireEvent.click(industry);
  expect(industry).toHaveAttribute("aria-expanded", "true");
  fireEvent.click(services);
  expect(services).toHaveAttribute("aria-expanded", "true");
  expect(industry).toHaveAttribute("aria-expanded", "false");

  fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
  expect(menu).not.toBeVisible();
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
});

test("choosing a link closes the menu, and the active route is marked", () => {
  render(<MobileNav items={items} labels={labels} />);
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  fireEvent.click(screen.getByRole("button", { name: "Services" }));
  const voice = screen.getByRole("link", { name: "Voice" });
  expect(voice).toHaveAttribute("aria-current", "page");
  fireEvent.click(voice);
  expect(document.getElementById("mobile-menu")).not.toBeVisible();
});

test("Escape closes the menu", () => {
  render(<MobileNav items={items} labels={labels} />);
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  fireEvent.keyDown(screen.getByRole("button", { name: "Industry" }), { key: "Escape" });
  expect(document.getElementById("mobile-menu")).not.toBeVisible();
});
