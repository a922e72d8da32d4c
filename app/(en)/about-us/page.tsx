import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { AboutPage } from "@/components/company/about-page";

export const metadata = pageMetadata(staticPage("about"));

export default function About() {
  return <AboutPage />;
}
