import { t } from "@/lib/i18n";
import { requestLocale } from "@/lib/i18n/request-locale";
import { labelGap } from "@/lib/i18n/typography";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/section";
import { Home } from "@/components/ui/static-icons";

export function NotFoundContent() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-brand-700 sm:text-9xl" aria-hidden="true">
        {t("notFound.code")}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        <span className="sr-only">
          {t("ui.termLabel", { term: t("notFound.code") })}
          {labelGap(requestLocale())}
        </span>
        {t("notFound.title")}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">{t("notFound.text")}</p>
      <ButtonLink href="/" size="lg" className="mt-10">
        <Home aria-hidden="true" className="size-4" />
        {t("notFound.home")}
      </ButtonLink>
    </Container>
  );
}
