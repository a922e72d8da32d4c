import { cn } from "@/lib/utils";
import { StaticHtml } from "@/components/ui/static-html";

export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-content px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

/** A band of the page, a static part (see StaticHtml) unless `interactive`, as one holding a client component must be. */
export function Section({
  className,
  children,
  interactive = false,
  ...props
}: Omit<React.ComponentPropsWithoutRef<"section">, "dangerouslySetInnerHTML"> & { interactive?: boolean }) {
  const sectionProps = { className: cn("py-14 sm:py-20", className), ...props };
  const body = <Container>{children}</Container>;
  return interactive ? (
    <section {...sectionProps}>{body}</section>
  ) : (
    <StaticHtml as="section" {...sectionProps}>
      {body}
    </StaticHtml>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  className,
  level = 2,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  intro?: string;
  id?: string;
  className?: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("mx-auto mb-10 max-w-3xl text-center", className)}>
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <Heading id={id} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </Heading>
      {intro ? <p className="mt-4 text-lg text-ink-muted">{intro}</p> : null}
    </div>
  );
}

export function GridSection({
  headingId,
  title,
  gridClassName,
  children,
  footer,
  tinted = false,
  className,
  ...props
}: {
  headingId: string;
  title: string;
  gridClassName: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
  tinted?: boolean;
} & Omit<React.ComponentProps<typeof Section>, "title" | "children">) {
  const heading = <SectionHeading id={headingId} title={title} />;
  const list = <ul className={gridClassName}>{children}</ul>;
  const sectionProps = { ...props, className: cn(tinted && "bg-white/70", className), "aria-labelledby": headingId };
  // Without a footer the section has two children, not a third left empty, so the page data stays as lean.
  return footer === undefined ? (
    <Section {...sectionProps}>
      {heading}
      {list}
    </Section>
  ) : (
    <Section {...sectionProps}>
      {heading}
      {list}
      {footer}
    </Section>
  );
}
