export function TypingHeading({ children, id, className }: { children: string; id?: string; className?: string }) {
  const steps = Math.min(Math.max(children.length, 8), 60);
  return (
    <h2
      id={id}
      data-typing="idle"
      className={`typing-heading ${className ?? ""}`}
      style={{ "--type-steps": steps, "--type-ms": `${steps * 35}ms` } as React.CSSProperties}
    >
      <span className="typing-text inline-block">{children}</span>
    </h2>
  );
}
