import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { HomePage } from "@/components/sections/home-page";

export const metadata = pageMetadata(staticPage("home"));

export default function Home() {
  return <HomePage />;
}
