import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { ContactPage } from "@/components/contact/contact-page";

export const metadata = pageMetadata(staticPage("contact"));

export default function Contact() {
  return <ContactPage />;
}
