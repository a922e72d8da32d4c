import { act, fireEvent, render, screen } from "@testing-library/react";

import type { NavItem } from "@/content/types";
import { MobileNav } from "@/components/layout/mobile-nav";

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
const labels = { open: "Open menu", close: "Close menu", nav: "Site menu" };

/** The toggle and submenu parents are <summary> elements, which have no ARIA role of their own. */
const toggle = () => document.querySelector<HTMLElement>("details > summary")!;
const parent = (name: string) => screen.getByText(name, { selector: "summary" });
/** Lets the queued toggle events (which keep one submenu open at a time) run, as between two real taps. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

test("the toggle opens and closes the menu; one submenu at a time; closing clears it", async () => {
  render(<MobileNav items={items} labels={labels} />);
  const menu = document.getElementById("mobile-menu")!;
  expect(menu).not.toBeVisible();
  fireEvent.click(toggle());
  expect(menu).toBeVisible();

  const industry = parent("Industry");
  const services = parent("Services");
  fireEvent.click(industry);
  await settle();
  expect(industry).toHaveProperty("parentElement.open", true);
  fireEvent.click(services);
  await settle();
  expect(services).toHaveProperty("parentElement.open", true);
  expect(industry).toHaveProperty("parentElement.open", false);

  fireEvent.click(toggle());
  expect(menu).not.toBeVisible();
  await settle();
  fireEvent.click(toggle());
  expect(menu).toBeVisible();
  expect(parent("Services")).toHaveProperty("parentElement.open", false);
});

test("choosing a link closes the menu, and the active route is marked", () => {
  render(<MobileNav items={items} labels={labels} />);
  fireEvent.click(toggle());
  fireEvent.click(parent("Services"));
  const voice = screen.getByRole("link", { name: "Voice" });
  expect(voice).toHaveAttribute("aria-current", "page");
  fireEvent.click(voice);
  expect(document.getElementById("mobile-menu")).not.toBeVisible();
});

test("Escape closes the menu", () => {
  render(<MobileNav items={items} labels={labels} />);
  fireEvent.click(toggle());
  fireEvent.keyDown(parent("Industry"), { key: "Escape" });
  expect(document.getElementById("mobile-menu")).not.toBeVisible();
});

test("Escape from a menu link returns focus to the toggle", () => {
  render(<MobileNav items={items} labels={labels} />);
  fireEvent.click(toggle());
  const home = screen.getByRole("link", { name: "Home" });
  home.focus();
  fireEvent.keyDown(home, { key: "Escape" });
  expect(document.getElementById("mobile-menu")).not.toBeVisible();
  expect(toggle()).toHaveFocus();
});

test("the server markup opens without JavaScript: a <details> toggle whose label names its state", () => {
  render(<MobileNav items={items} labels={labels} />);
  const details = toggle().parentElement as HTMLDetailsElement;
  expect(details.tagName).toBe("DETAILS");
  expect(toggle()).toHaveTextContent("Open menu");
  expect(document.querySelectorAll('details[name="mobile-submenu"]')).toHaveLength(2);
  expect(screen.getByRole("navigation", { name: "Site menu" })).toBe(document.getElementById("mobile-menu"));
});
