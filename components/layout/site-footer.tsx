import { company, companyText } from "@/lib/content";
import { t } from "@/lib/i18n";
import type { TranslationKey } from "@/content/i18n/en";
import { footerColumns } from "@/content/navigation";
import { Link } from "@/components/ui/link";
import { StaticHtml } from "@/components/ui/static-html";
import { Mail, MapPin, Phone } from "@/components/ui/static-icons";

import { Logo } from "./logo";

// A static export is rebuilt on every content change, so the build's year is current.
const BUILD_YEAR = new Date().getUTCFullYear();

const linkClass = "text-slate-300 hover:text-white underline-offset-4 hover:underline";
const headingClass = "mb-4 text-sm font-semibold tracking-wide text-white uppercase";

function FooterColumn({ title, links }: { title: string; links: { path: string; translationKey: TranslationKey }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={headingClass}>{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.path}>
            <Link className={linkClass} href={l.path}>
              {t(l.translationKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <StaticHtml as="footer" className="mt-auto bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{companyText().blurb}</p>
        </div>
        <FooterColumn title={t("footer.company")} links={footerColumns.company} />
        <FooterColumn title={t("footer.resources")} links={footerColumns.resources} />
        <div>
          <h2 className={headingClass}>{t("footer.getInTouch")}</h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a className={linkClass} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a className={`${linkClass} whitespace-nowrap`} href={`tel:${company.phoneE164}`}>
                {company.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>
                {company.address.street}, {company.address.postalCode} {company.address.locality}
                {/* The country on its own line, as an address ends: no Latin comma before 马来西亚. */}
                <br />
                {t("address.country")}
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        {/* The bottom padding keeps the last line clear of the floating launchers. */}
        <p className="mx-auto max-w-content px-4 pt-6 pb-28 text-xs text-slate-400 sm:px-6 sm:pb-36 lg:px-8">
          © {BUILD_YEAR} {company.legalName.replace(/\.$/, "")}. {t("footer.rights")}
        </p>
      </div>
    </StaticHtml>
  );
}
