/** Soft drifting colour fields behind all content: pure CSS, paused under reduced motion. */
export function AnimatedBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="bg-orb absolute -top-40 -left-32 size-[36rem] rounded-full bg-brand-200/40 blur-3xl" />
      <div className="bg-orb bg-orb-slow absolute top-1/3 -right-40 size-[32rem] rounded-full bg-accent-400/20 blur-3xl" />
      <div className="bg-orb absolute -bottom-48 left-1/3 size-[28rem] rounded-full bg-violet-200/30 blur-3xl" />
    </div>
  );
}
